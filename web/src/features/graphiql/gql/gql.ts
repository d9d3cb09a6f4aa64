/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query ExamplePublishedEvaluations($page: Int = 1, $limit: Int = 10) {\n    evaluations(\n      filter: { status: [PUBLISHED] }\n      page: $page\n      limit: $limit\n      sort: [{ field: TITLE, direction: ASC }]\n    ) {\n      data {\n        id\n        slug\n        title\n        phase\n        descriptionShort\n        url\n        gradation {\n          position\n          title\n        }\n        programs {\n          id\n          title\n          abbreviation\n        }\n      }\n      pageInfo {\n        currentPage\n        lastPage\n        perPage\n        total\n      }\n    }\n  }\n": typeof types.ExamplePublishedEvaluationsDocument,
    "\n  query ExampleEvaluationBySlug($slug: String!) {\n    evaluation(slug: $slug) {\n      id\n      slug\n      title\n      studyTitle\n      status\n      phase\n      descriptionShort\n      trialRegister\n      tags\n      startsAt\n      endsAt\n      firstInclusionAt\n      url\n      logo {\n        url\n        name\n      }\n      gradation {\n        position\n        title\n        description\n      }\n      specializations {\n        id\n        title\n      }\n      programs {\n        id\n        title\n      }\n      associations {\n        id\n        title\n        abbreviation\n      }\n      trialBureaus {\n        id\n        name\n      }\n      applicables {\n        type\n        status\n        content\n      }\n      criteria {\n        type\n        position\n        content\n      }\n      participants {\n        type\n        amount\n        description\n      }\n      people {\n        contactFunction\n        user {\n          name\n          title\n        }\n      }\n      measures {\n        position\n        title\n      }\n      documents {\n        type\n        title\n        file {\n          url\n          mimeType\n          size\n        }\n      }\n      links {\n        title\n        url\n      }\n      posts {\n        title\n        publishAt\n        isPinned\n      }\n    }\n  }\n": typeof types.ExampleEvaluationBySlugDocument,
    "\n  query ExampleSearch($term: String!) {\n    search(term: $term) {\n      items {\n        model\n        title\n        subtitle\n        url\n      }\n      errors {\n        model\n        message\n      }\n    }\n  }\n": typeof types.ExampleSearchDocument,
    "\n  query ExampleInclusionMonitor {\n    inclusionMonitor {\n      categories {\n        gradation {\n          position\n          title\n        }\n        target\n        includedSoFar\n        evaluations {\n          evaluation {\n            title\n            url\n          }\n          target\n          includedSoFar\n        }\n      }\n    }\n  }\n": typeof types.ExampleInclusionMonitorDocument,
    "\n  mutation ExampleLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      accessToken\n      tokenType\n      expiresIn\n    }\n  }\n": typeof types.ExampleLoginDocument,
};
const documents: Documents = {
    "\n  query ExamplePublishedEvaluations($page: Int = 1, $limit: Int = 10) {\n    evaluations(\n      filter: { status: [PUBLISHED] }\n      page: $page\n      limit: $limit\n      sort: [{ field: TITLE, direction: ASC }]\n    ) {\n      data {\n        id\n        slug\n        title\n        phase\n        descriptionShort\n        url\n        gradation {\n          position\n          title\n        }\n        programs {\n          id\n          title\n          abbreviation\n        }\n      }\n      pageInfo {\n        currentPage\n        lastPage\n        perPage\n        total\n      }\n    }\n  }\n": types.ExamplePublishedEvaluationsDocument,
    "\n  query ExampleEvaluationBySlug($slug: String!) {\n    evaluation(slug: $slug) {\n      id\n      slug\n      title\n      studyTitle\n      status\n      phase\n      descriptionShort\n      trialRegister\n      tags\n      startsAt\n      endsAt\n      firstInclusionAt\n      url\n      logo {\n        url\n        name\n      }\n      gradation {\n        position\n        title\n        description\n      }\n      specializations {\n        id\n        title\n      }\n      programs {\n        id\n        title\n      }\n      associations {\n        id\n        title\n        abbreviation\n      }\n      trialBureaus {\n        id\n        name\n      }\n      applicables {\n        type\n        status\n        content\n      }\n      criteria {\n        type\n        position\n        content\n      }\n      participants {\n        type\n        amount\n        description\n      }\n      people {\n        contactFunction\n        user {\n          name\n          title\n        }\n      }\n      measures {\n        position\n        title\n      }\n      documents {\n        type\n        title\n        file {\n          url\n          mimeType\n          size\n        }\n      }\n      links {\n        title\n        url\n      }\n      posts {\n        title\n        publishAt\n        isPinned\n      }\n    }\n  }\n": types.ExampleEvaluationBySlugDocument,
    "\n  query ExampleSearch($term: String!) {\n    search(term: $term) {\n      items {\n        model\n        title\n        subtitle\n        url\n      }\n      errors {\n        model\n        message\n      }\n    }\n  }\n": types.ExampleSearchDocument,
    "\n  query ExampleInclusionMonitor {\n    inclusionMonitor {\n      categories {\n        gradation {\n          position\n          title\n        }\n        target\n        includedSoFar\n        evaluations {\n          evaluation {\n            title\n            url\n          }\n          target\n          includedSoFar\n        }\n      }\n    }\n  }\n": types.ExampleInclusionMonitorDocument,
    "\n  mutation ExampleLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      accessToken\n      tokenType\n      expiresIn\n    }\n  }\n": types.ExampleLoginDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExamplePublishedEvaluations($page: Int = 1, $limit: Int = 10) {\n    evaluations(\n      filter: { status: [PUBLISHED] }\n      page: $page\n      limit: $limit\n      sort: [{ field: TITLE, direction: ASC }]\n    ) {\n      data {\n        id\n        slug\n        title\n        phase\n        descriptionShort\n        url\n        gradation {\n          position\n          title\n        }\n        programs {\n          id\n          title\n          abbreviation\n        }\n      }\n      pageInfo {\n        currentPage\n        lastPage\n        perPage\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query ExamplePublishedEvaluations($page: Int = 1, $limit: Int = 10) {\n    evaluations(\n      filter: { status: [PUBLISHED] }\n      page: $page\n      limit: $limit\n      sort: [{ field: TITLE, direction: ASC }]\n    ) {\n      data {\n        id\n        slug\n        title\n        phase\n        descriptionShort\n        url\n        gradation {\n          position\n          title\n        }\n        programs {\n          id\n          title\n          abbreviation\n        }\n      }\n      pageInfo {\n        currentPage\n        lastPage\n        perPage\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExampleEvaluationBySlug($slug: String!) {\n    evaluation(slug: $slug) {\n      id\n      slug\n      title\n      studyTitle\n      status\n      phase\n      descriptionShort\n      trialRegister\n      tags\n      startsAt\n      endsAt\n      firstInclusionAt\n      url\n      logo {\n        url\n        name\n      }\n      gradation {\n        position\n        title\n        description\n      }\n      specializations {\n        id\n        title\n      }\n      programs {\n        id\n        title\n      }\n      associations {\n        id\n        title\n        abbreviation\n      }\n      trialBureaus {\n        id\n        name\n      }\n      applicables {\n        type\n        status\n        content\n      }\n      criteria {\n        type\n        position\n        content\n      }\n      participants {\n        type\n        amount\n        description\n      }\n      people {\n        contactFunction\n        user {\n          name\n          title\n        }\n      }\n      measures {\n        position\n        title\n      }\n      documents {\n        type\n        title\n        file {\n          url\n          mimeType\n          size\n        }\n      }\n      links {\n        title\n        url\n      }\n      posts {\n        title\n        publishAt\n        isPinned\n      }\n    }\n  }\n"): (typeof documents)["\n  query ExampleEvaluationBySlug($slug: String!) {\n    evaluation(slug: $slug) {\n      id\n      slug\n      title\n      studyTitle\n      status\n      phase\n      descriptionShort\n      trialRegister\n      tags\n      startsAt\n      endsAt\n      firstInclusionAt\n      url\n      logo {\n        url\n        name\n      }\n      gradation {\n        position\n        title\n        description\n      }\n      specializations {\n        id\n        title\n      }\n      programs {\n        id\n        title\n      }\n      associations {\n        id\n        title\n        abbreviation\n      }\n      trialBureaus {\n        id\n        name\n      }\n      applicables {\n        type\n        status\n        content\n      }\n      criteria {\n        type\n        position\n        content\n      }\n      participants {\n        type\n        amount\n        description\n      }\n      people {\n        contactFunction\n        user {\n          name\n          title\n        }\n      }\n      measures {\n        position\n        title\n      }\n      documents {\n        type\n        title\n        file {\n          url\n          mimeType\n          size\n        }\n      }\n      links {\n        title\n        url\n      }\n      posts {\n        title\n        publishAt\n        isPinned\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExampleSearch($term: String!) {\n    search(term: $term) {\n      items {\n        model\n        title\n        subtitle\n        url\n      }\n      errors {\n        model\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  query ExampleSearch($term: String!) {\n    search(term: $term) {\n      items {\n        model\n        title\n        subtitle\n        url\n      }\n      errors {\n        model\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExampleInclusionMonitor {\n    inclusionMonitor {\n      categories {\n        gradation {\n          position\n          title\n        }\n        target\n        includedSoFar\n        evaluations {\n          evaluation {\n            title\n            url\n          }\n          target\n          includedSoFar\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ExampleInclusionMonitor {\n    inclusionMonitor {\n      categories {\n        gradation {\n          position\n          title\n        }\n        target\n        includedSoFar\n        evaluations {\n          evaluation {\n            title\n            url\n          }\n          target\n          includedSoFar\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExampleLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      accessToken\n      tokenType\n      expiresIn\n    }\n  }\n"): (typeof documents)["\n  mutation ExampleLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      accessToken\n      tokenType\n      expiresIn\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;