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
    "\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      __typename\n      ... on AuthTokens {\n        accessToken\n        refreshToken\n        expiresIn\n      }\n      ... on TwoFactorChallenge {\n        challengeToken\n      }\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation CompleteSignIn($challengeToken: String!, $code: String!) {\n    completeSignIn(challengeToken: $challengeToken, code: $code) {\n      accessToken\n      refreshToken\n      expiresIn\n    }\n  }\n": typeof types.CompleteSignInDocument,
    "\n  mutation RefreshSession($refreshToken: String!) {\n    refresh(refreshToken: $refreshToken) {\n      accessToken\n      refreshToken\n      expiresIn\n    }\n  }\n": typeof types.RefreshSessionDocument,
    "\n  mutation SignOut {\n    logout\n  }\n": typeof types.SignOutDocument,
    "\n  query CurrentUser {\n    me {\n      id\n      name\n      email\n      role {\n        name\n      }\n      avatar {\n        url\n      }\n    }\n  }\n": typeof types.CurrentUserDocument,
    "\n  query SessionSettings {\n    sessionSettings {\n      key\n      value\n    }\n  }\n": typeof types.SessionSettingsDocument,
    "\n  query SiteFooter {\n    siteContent {\n      privacyStatementHref\n      privacyStatementFile {\n        id\n      }\n      sponsors {\n        id\n        name\n        url\n        logo {\n          id\n          url\n        }\n      }\n    }\n  }\n": typeof types.SiteFooterDocument,
    "\n  fragment HistoryEntry_entry on HistoryEntry {\n    id\n    at\n    action\n    restorable\n    recordType\n    recordId\n    recordTitle\n    actor {\n      id\n      name\n      role\n    }\n    changes {\n      field\n      before\n      after\n      added\n      removed\n    }\n  }\n": typeof types.HistoryEntry_EntryFragmentDoc,
    "\n  query RecordHistory($recordType: String!, $recordId: ID!, $page: Int, $limit: Int) {\n    history(recordType: $recordType, recordId: $recordId, page: $page, limit: $limit) {\n      data {\n        id\n        ...HistoryEntry_entry\n      }\n      pageInfo {\n        currentPage\n        lastPage\n        total\n      }\n    }\n  }\n": typeof types.RecordHistoryDocument,
    "\n  mutation RestoreVersion($entryId: ID!, $field: String) {\n    restoreVersion(entryId: $entryId, field: $field) {\n      recordType\n      recordId\n      fields\n    }\n  }\n": typeof types.RestoreVersionDocument,
    "\n  fragment DocumentsRelation_document on Document {\n    id\n    type\n    title\n    isPublic\n    file {\n      ...StoredFile_file\n    }\n  }\n": typeof types.DocumentsRelation_DocumentFragmentDoc,
    "\n  fragment EventsRelation_event on Event {\n    id\n    title\n    content\n    url\n    date\n    startsAt\n    endsAt\n    room\n    type\n    recurring\n  }\n": typeof types.EventsRelation_EventFragmentDoc,
    "\n  fragment LinksRelation_link on EvaluationLink {\n    id\n    title\n    url\n    position\n  }\n": typeof types.LinksRelation_LinkFragmentDoc,
    "\n  fragment PostsRelation_post on Post {\n    id\n    title\n    content\n    publishAt\n    isPinned\n    image {\n      id\n      url\n      name\n      mimeType\n      size\n    }\n  }\n": typeof types.PostsRelation_PostFragmentDoc,
    "\n  fragment StoredFile_file on File {\n    id\n    url\n    name\n    mimeType\n    size\n  }\n": typeof types.StoredFile_FileFragmentDoc,
    "\n  fragment OrganisationChoices_query on Query {\n    programs(limit: 100) {\n      data {\n        id\n        title\n      }\n    }\n    associations(limit: 100) {\n      data {\n        id\n        title\n      }\n    }\n  }\n": typeof types.OrganisationChoices_QueryFragmentDoc,
    "\n  fragment ListPage_pageInfo on PageInfo {\n    currentPage\n    lastPage\n    total\n  }\n": typeof types.ListPage_PageInfoFragmentDoc,
    "\n  query GlobalSearch($term: String!) {\n    search(term: $term) {\n      items {\n        id\n        model\n        url\n        title\n        avatar\n        subtitle\n      }\n      errors {\n        model\n      }\n    }\n  }\n": typeof types.GlobalSearchDocument,
    "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email)\n  }\n": typeof types.ForgotPasswordDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  fragment BugReportActions_bugReport on BugReport {\n    actions {\n      type\n      at\n      payload\n    }\n  }\n": typeof types.BugReportActions_BugReportFragmentDoc,
    "\n  fragment BugReportDelivery_bugReport on BugReport {\n    id\n    deliveryState\n    attempts\n    nextAttemptAt\n    lastError\n    pulseId\n  }\n": typeof types.BugReportDelivery_BugReportFragmentDoc,
    "\n  fragment BugReportEnvironment_bugReport on BugReport {\n    browser {\n      userAgent\n      language\n      viewportWidth\n      viewportHeight\n    }\n    localStorage\n  }\n": typeof types.BugReportEnvironment_BugReportFragmentDoc,
    "\n  fragment BugReportReport_bugReport on BugReport {\n    description\n    url\n    occurredAt\n    createdAt\n    deliveredAt\n    reporter {\n      id\n      name\n    }\n  }\n": typeof types.BugReportReport_BugReportFragmentDoc,
    "\n  fragment BugReportScreenshot_bugReport on BugReport {\n    screenshot {\n      id\n      url\n      name\n      mimeType\n      size\n    }\n  }\n": typeof types.BugReportScreenshot_BugReportFragmentDoc,
    "\n  fragment BugReportStack_bugReport on BugReport {\n    stackTrace {\n      message\n      filename\n      line\n      column\n      error\n    }\n  }\n": typeof types.BugReportStack_BugReportFragmentDoc,
    "\n  query CmsBugReportDetail($id: ID!) {\n    bugReport(id: $id) {\n      id\n      title\n      ...BugReportReport_bugReport\n      ...BugReportDelivery_bugReport\n      ...BugReportScreenshot_bugReport\n      ...BugReportStack_bugReport\n      ...BugReportEnvironment_bugReport\n      ...BugReportActions_bugReport\n    }\n  }\n": typeof types.CmsBugReportDetailDocument,
    "\n  mutation CmsRetryBugReportDelivery($id: ID!) {\n    retryBugReportDelivery(id: $id) {\n      id\n      ...BugReportDelivery_bugReport\n    }\n  }\n": typeof types.CmsRetryBugReportDeliveryDocument,
    "\n  mutation CmsDeleteBugReport($ids: [ID!]!) {\n    deleteBugReports(ids: $ids)\n  }\n": typeof types.CmsDeleteBugReportDocument,
    "\n  query CmsBoardStatus {\n    boardStatus {\n      state\n      boardId\n      groupId\n      boardName\n      groupName\n    }\n  }\n": typeof types.CmsBoardStatusDocument,
    "\n  fragment CmsBugReportRow_bugReport on BugReport {\n    id\n    title\n    deliveryState\n    attempts\n    pulseId\n    createdAt\n    reporter {\n      id\n      name\n    }\n  }\n": typeof types.CmsBugReportRow_BugReportFragmentDoc,
    "\n  query CmsBugReportsList(\n    $filter: BugReportFilter\n    $sort: [BugReportSort!]\n    $page: Int!\n    $limit: Int!\n  ) {\n    bugReports(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n      data {\n        id\n        ...CmsBugReportRow_bugReport\n      }\n      pageInfo {\n        ...ListPage_pageInfo\n      }\n    }\n  }\n": typeof types.CmsBugReportsListDocument,
    "\n  mutation CmsDeleteBugReports($ids: [ID!]!) {\n    deleteBugReports(ids: $ids)\n  }\n": typeof types.CmsDeleteBugReportsDocument,
    "\n  fragment CenterRow_center on Center {\n    id\n    title\n    type\n    dataCount\n    evaluationCount\n    address {\n      id\n      street\n      number\n      numberAdd\n      postcode\n      city\n      countryId\n    }\n  }\n": typeof types.CenterRow_CenterFragmentDoc,
    "\n  query CmsCentersList($filter: CenterFilter, $sort: [CenterSort!], $page: Int!, $limit: Int!) {\n    centers(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n      data {\n        id\n        ...CenterRow_center\n      }\n      pageInfo {\n        ...ListPage_pageInfo\n      }\n    }\n  }\n": typeof types.CmsCentersListDocument,
    "\n  mutation CmsCreateCenter($input: CreateCenterInput!) {\n    createCenter(input: $input) {\n      id\n      ...CenterRow_center\n    }\n  }\n": typeof types.CmsCreateCenterDocument,
    "\n  mutation CmsUpdateCenter($id: ID!, $input: UpdateCenterInput!) {\n    updateCenter(id: $id, input: $input) {\n      id\n      ...CenterRow_center\n    }\n  }\n": typeof types.CmsUpdateCenterDocument,
    "\n  mutation CmsDeleteCenters($ids: [ID!]!) {\n    deleteCenters(ids: $ids)\n  }\n": typeof types.CmsDeleteCentersDocument,
    "\n  mutation CmsCreateCenterAddress($input: CreateAddressInput!) {\n    createAddress(input: $input) {\n      id\n    }\n  }\n": typeof types.CmsCreateCenterAddressDocument,
    "\n  query CmsCenterAddressLookup($input: AddressLookupInput!) {\n    addressLookup(input: $input) {\n      street\n      city\n      postcode\n      number\n      numberAdd\n      countryId\n    }\n  }\n": typeof types.CmsCenterAddressLookupDocument,
    "\n  fragment MergeCenter_center on Center {\n    id\n    title\n    type\n    dataCount\n    evaluationCount\n  }\n": typeof types.MergeCenter_CenterFragmentDoc,
    "\n  query CmsMergeChosenCenters($ids: [ID!]!) {\n    centers(filter: { ids: $ids }, limit: 100) {\n      data {\n        id\n        ...MergeCenter_center\n      }\n    }\n  }\n": typeof types.CmsMergeChosenCentersDocument,
    "\n  query CmsMergeCenterSearch($search: String!) {\n    centers(filter: { search: $search }, limit: 20) {\n      data {\n        id\n        title\n      }\n    }\n  }\n": typeof types.CmsMergeCenterSearchDocument,
    "\n  mutation CmsMergeCenters($targetId: ID!, $sourceIds: [ID!]!) {\n    mergeCenters(targetId: $targetId, sourceIds: $sourceIds) {\n      id\n      ...MergeCenter_center\n    }\n  }\n": typeof types.CmsMergeCentersDocument,
    "\n  query DashboardEvaluations($filter: EvaluationFilter, $sort: [EvaluationSort!], $limit: Int!) {\n    evaluations(filter: $filter, sort: $sort, limit: $limit) {\n      data {\n        id\n        title\n        status\n        updatedAt\n      }\n      pageInfo {\n        total\n      }\n    }\n  }\n": typeof types.DashboardEvaluationsDocument,
    "\n  query DashboardWeekHours($filter: HourFilter!) {\n    hours(filter: $filter, limit: 100) {\n      data {\n        id\n        startsAt\n        endsAt\n      }\n    }\n  }\n": typeof types.DashboardWeekHoursDocument,
    "\n  query InboxDirectorySearch($search: String!) {\n    userDirectory(search: $search, limit: 8) {\n      id\n      name\n      organisation\n    }\n  }\n": typeof types.InboxDirectorySearchDocument,
    "\n  fragment EvaluationEditor_evaluation on Evaluation {\n    id\n    version\n    title\n    slug\n    url\n    studyTitle\n    status\n    phase\n    description\n    descriptionShort\n    objective\n    researchQuestion\n    studyDesign\n    contactInfo\n    researchAgency\n    resourceAgency\n    sponsor\n    analysis\n    figure\n    edc\n    castorSlug\n    vimeoId\n    instructionVideoUrl\n    currentMedicalGuideline\n    trialRegister\n    tags\n    startsAt\n    endsAt\n    adjustedEndsAt\n    firstInclusionAt\n    lastInclusionAt\n    publishAt\n    unpublishAt\n    isVisibleAtInclusionMonitor\n    gradationId\n    logo {\n      ...StoredFile_file\n    }\n    banner {\n      ...StoredFile_file\n    }\n    programs {\n      id\n    }\n    associations {\n      id\n    }\n    specializations {\n      id\n    }\n    people {\n      id\n      userId\n    }\n  }\n": typeof types.EvaluationEditor_EvaluationFragmentDoc,
    "\n  query EvaluationEditor($id: ID!) {\n    evaluation(id: $id) {\n      id\n      ...EvaluationEditor_evaluation\n    }\n    gradations(limit: 100) {\n      data {\n        id\n        title\n      }\n    }\n    ...OrganisationChoices_query\n    specializations(limit: 100) {\n      data {\n        id\n        title\n      }\n    }\n  }\n": typeof types.EvaluationEditorDocument,
    "\n  mutation UpdateEvaluationEditor($id: ID!, $input: UpdateEvaluationInput!, $version: Int) {\n    updateEvaluation(id: $id, input: $input, version: $version) {\n      id\n      ...EvaluationEditor_evaluation\n    }\n  }\n": typeof types.UpdateEvaluationEditorDocument,
    "\n  mutation DeleteEvaluationEditor($id: ID!) {\n    deleteEvaluation(id: $id)\n  }\n": typeof types.DeleteEvaluationEditorDocument,
    "\n  fragment CmsEvaluationRow_evaluation on Evaluation {\n    id\n    title\n    status\n    publishAt\n    unpublishAt\n    phase\n    updatedAt\n    gradation {\n      id\n      title\n    }\n    programs {\n      id\n      title\n    }\n    associations {\n      id\n      title\n    }\n  }\n": typeof types.CmsEvaluationRow_EvaluationFragmentDoc,
    "\n  query CmsEvaluationsList(\n    $filter: EvaluationFilter\n    $sort: [EvaluationSort!]\n    $page: Int!\n    $limit: Int!\n  ) {\n    evaluations(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n      data {\n        id\n        ...CmsEvaluationRow_evaluation\n      }\n      pageInfo {\n        ...ListPage_pageInfo\n      }\n    }\n  }\n": typeof types.CmsEvaluationsListDocument,
    "\n  mutation CmsCreateEvaluation($input: CreateEvaluationInput!) {\n    createEvaluation(input: $input) {\n      id\n    }\n  }\n": typeof types.CmsCreateEvaluationDocument,
    "\n  mutation CmsDeleteEvaluations($ids: [ID!]!) {\n    deleteEvaluations(ids: $ids)\n  }\n": typeof types.CmsDeleteEvaluationsDocument,
    "\n  fragment CriteriaTab_criterion on Criterion {\n    id\n    type\n    content\n    position\n  }\n": typeof types.CriteriaTab_CriterionFragmentDoc,
    "\n  query EvaluationCriteria($id: ID!) {\n    evaluation(id: $id) {\n      id\n      criteria {\n        ...CriteriaTab_criterion\n      }\n    }\n  }\n": typeof types.EvaluationCriteriaDocument,
    "\n    mutation AddEvaluationCriterion($evaluationId: ID!, $input: CriterionInput!) {\n      addEvaluationCriterion(evaluationId: $evaluationId, input: $input) {\n        ...CriteriaTab_criterion\n      }\n    }\n  ": typeof types.AddEvaluationCriterionDocument,
    "\n    mutation UpdateEvaluationCriterion($evaluationId: ID!, $id: ID!, $input: UpdateCriterionInput!) {\n      updateEvaluationCriterion(evaluationId: $evaluationId, id: $id, input: $input) {\n        ...CriteriaTab_criterion\n      }\n    }\n  ": typeof types.UpdateEvaluationCriterionDocument,
    "\n    mutation RemoveEvaluationCriterion($evaluationId: ID!, $id: ID!) {\n      removeEvaluationCriterion(evaluationId: $evaluationId, id: $id)\n    }\n  ": typeof types.RemoveEvaluationCriterionDocument,
    "\n  query EvaluationDocuments($id: ID!) {\n    evaluation(id: $id) {\n      id\n      documents {\n        ...DocumentsRelation_document\n      }\n    }\n  }\n": typeof types.EvaluationDocumentsDocument,
    "\n    mutation AddEvaluationDocument($evaluationId: ID!, $input: EvaluationDocumentInput!) {\n      addEvaluationDocument(evaluationId: $evaluationId, input: $input) {\n        ...DocumentsRelation_document\n      }\n    }\n  ": typeof types.AddEvaluationDocumentDocument,
    "\n    mutation UpdateEvaluationDocument(\n      $evaluationId: ID!\n      $id: ID!\n      $input: UpdateEvaluationDocumentInput!\n    ) {\n      updateEvaluationDocument(evaluationId: $evaluationId, id: $id, input: $input) {\n        ...DocumentsRelation_document\n      }\n    }\n  ": typeof types.UpdateEvaluationDocumentDocument,
    "\n    mutation RemoveEvaluationDocument($evaluationId: ID!, $id: ID!) {\n      removeEvaluationDocument(evaluationId: $evaluationId, id: $id)\n    }\n  ": typeof types.RemoveEvaluationDocumentDocument,
    "\n  query EvaluationDataTab($id: ID!) {\n    evaluation(id: $id) {\n      id\n      startsAt\n      data {\n        id\n        date\n        sampleSize\n        centerId\n        center {\n          id\n          title\n        }\n      }\n    }\n  }\n": typeof types.EvaluationDataTabDocument,
    "\n  query DataTabCenters($search: String!) {\n    centers(filter: { search: $search }, limit: 20, sort: [{ field: TITLE }]) {\n      data {\n        id\n        title\n      }\n    }\n  }\n": typeof types.DataTabCentersDocument,
    "\n  mutation AddEvaluationData($evaluationId: ID!, $input: EvaluationDataInput!) {\n    addEvaluationData(evaluationId: $evaluationId, input: $input) {\n      id\n      date\n      sampleSize\n      centerId\n    }\n  }\n": typeof types.AddEvaluationDataDocument,
    "\n  mutation UpdateEvaluationData($evaluationId: ID!, $id: ID!, $input: UpdateEvaluationDataInput!) {\n    updateEvaluationData(evaluationId: $evaluationId, id: $id, input: $input) {\n      id\n      sampleSize\n    }\n  }\n": typeof types.UpdateEvaluationDataDocument,
    "\n  mutation RemoveEvaluationData($evaluationId: ID!, $id: ID!) {\n    removeEvaluationData(evaluationId: $evaluationId, id: $id)\n  }\n": typeof types.RemoveEvaluationDataDocument,
    "\n  query EvaluationLinks($id: ID!) {\n    evaluation(id: $id) {\n      id\n      links {\n        ...LinksRelation_link\n      }\n    }\n  }\n": typeof types.EvaluationLinksDocument,
    "\n    mutation AddEvaluationLink($evaluationId: ID!, $input: EvaluationLinkInput!) {\n      addEvaluationLink(evaluationId: $evaluationId, input: $input) {\n        ...LinksRelation_link\n      }\n    }\n  ": typeof types.AddEvaluationLinkDocument,
    "\n    mutation UpdateEvaluationLink(\n      $evaluationId: ID!\n      $id: ID!\n      $input: UpdateEvaluationLinkInput!\n    ) {\n      updateEvaluationLink(evaluationId: $evaluationId, id: $id, input: $input) {\n        ...LinksRelation_link\n      }\n    }\n  ": typeof types.UpdateEvaluationLinkDocument,
    "\n    mutation RemoveEvaluationLink($evaluationId: ID!, $id: ID!) {\n      removeEvaluationLink(evaluationId: $evaluationId, id: $id)\n    }\n  ": typeof types.RemoveEvaluationLinkDocument,
    "\n  fragment MeasuresTab_measure on Measure {\n    id\n    title\n    description\n    position\n  }\n": typeof types.MeasuresTab_MeasureFragmentDoc,
    "\n  query EvaluationMeasures($id: ID!) {\n    evaluation(id: $id) {\n      id\n      measures {\n        ...MeasuresTab_measure\n      }\n    }\n  }\n": typeof types.EvaluationMeasuresDocument,
    "\n    mutation AddEvaluationMeasure($evaluationId: ID!, $input: MeasureInput!) {\n      addEvaluationMeasure(evaluationId: $evaluationId, input: $input) {\n        ...MeasuresTab_measure\n      }\n    }\n  ": typeof types.AddEvaluationMeasureDocument,
    "\n    mutation UpdateEvaluationMeasure($evaluationId: ID!, $id: ID!, $input: UpdateMeasureInput!) {\n      updateEvaluationMeasure(evaluationId: $evaluationId, id: $id, input: $input) {\n        ...MeasuresTab_measure\n      }\n    }\n  ": typeof types.UpdateEvaluationMeasureDocument,
    "\n    mutation RemoveEvaluationMeasure($evaluationId: ID!, $id: ID!) {\n      removeEvaluationMeasure(evaluationId: $evaluationId, id: $id)\n    }\n  ": typeof types.RemoveEvaluationMeasureDocument,
    "\n  fragment ParticipantsTab_participant on Participant {\n    id\n    type\n    amount\n    description\n  }\n": typeof types.ParticipantsTab_ParticipantFragmentDoc,
    "\n  query EvaluationParticipants($id: ID!) {\n    evaluation(id: $id) {\n      id\n      participants {\n        ...ParticipantsTab_participant\n      }\n    }\n  }\n": typeof types.EvaluationParticipantsDocument,
    "\n    mutation AddEvaluationParticipant($evaluationId: ID!, $input: ParticipantInput!) {\n      addEvaluationParticipant(evaluationId: $evaluationId, input: $input) {\n        ...ParticipantsTab_participant\n      }\n    }\n  ": typeof types.AddEvaluationParticipantDocument,
    "\n    mutation UpdateEvaluationParticipant(\n      $evaluationId: ID!\n      $id: ID!\n      $input: UpdateParticipantInput!\n    ) {\n      updateEvaluationParticipant(evaluationId: $evaluationId, id: $id, input: $input) {\n        ...ParticipantsTab_participant\n      }\n    }\n  ": typeof types.UpdateEvaluationParticipantDocument,
    "\n    mutation RemoveEvaluationParticipant($evaluationId: ID!, $id: ID!) {\n      removeEvaluationParticipant(evaluationId: $evaluationId, id: $id)\n    }\n  ": typeof types.RemoveEvaluationParticipantDocument,
    "\n  query EvaluationPeopleTab($id: ID!) {\n    evaluation(id: $id) {\n      id\n      people {\n        id\n        userId\n        contactFunction\n        user {\n          id\n          name\n          title\n        }\n      }\n    }\n  }\n": typeof types.EvaluationPeopleTabDocument,
    "\n  query PeopleTabUserDirectory($search: String!) {\n    userDirectory(search: $search, limit: 10) {\n      id\n      name\n      title\n      organisation\n    }\n  }\n": typeof types.PeopleTabUserDirectoryDocument,
    "\n  mutation AddEvaluationPerson($evaluationId: ID!, $input: EvaluationPersonInput!) {\n    addEvaluationPerson(evaluationId: $evaluationId, input: $input) {\n      id\n      userId\n      contactFunction\n    }\n  }\n": typeof types.AddEvaluationPersonDocument,
    "\n  mutation UpdateEvaluationPerson(\n    $evaluationId: ID!\n    $id: ID!\n    $input: UpdateEvaluationPersonInput!\n  ) {\n    updateEvaluationPerson(evaluationId: $evaluationId, id: $id, input: $input) {\n      id\n      contactFunction\n    }\n  }\n": typeof types.UpdateEvaluationPersonDocument,
    "\n  mutation RemoveEvaluationPerson($evaluationId: ID!, $id: ID!) {\n    removeEvaluationPerson(evaluationId: $evaluationId, id: $id)\n  }\n": typeof types.RemoveEvaluationPersonDocument,
    "\n  query EvaluationPosts($id: ID!) {\n    evaluation(id: $id) {\n      id\n      posts {\n        ...PostsRelation_post\n      }\n    }\n  }\n": typeof types.EvaluationPostsDocument,
    "\n    mutation AddEvaluationPost($evaluationId: ID!, $input: PostInput!) {\n      addEvaluationPost(evaluationId: $evaluationId, input: $input) {\n        ...PostsRelation_post\n      }\n    }\n  ": typeof types.AddEvaluationPostDocument,
    "\n    mutation UpdateEvaluationPost($evaluationId: ID!, $id: ID!, $input: UpdateEvaluationPostInput!) {\n      updateEvaluationPost(evaluationId: $evaluationId, id: $id, input: $input) {\n        ...PostsRelation_post\n      }\n    }\n  ": typeof types.UpdateEvaluationPostDocument,
    "\n    mutation RemoveEvaluationPost($evaluationId: ID!, $id: ID!) {\n      removeEvaluationPost(evaluationId: $evaluationId, id: $id)\n    }\n  ": typeof types.RemoveEvaluationPostDocument,
    "\n  fragment SectionsTab_applicable on Applicable {\n    id\n    type\n    content\n    isVisible\n    status\n  }\n": typeof types.SectionsTab_ApplicableFragmentDoc,
    "\n  query EvaluationSections($id: ID!) {\n    evaluation(id: $id) {\n      id\n      applicables {\n        ...SectionsTab_applicable\n      }\n    }\n  }\n": typeof types.EvaluationSectionsDocument,
    "\n    mutation AddEvaluationSection($evaluationId: ID!, $input: ApplicableInput!) {\n      addEvaluationApplicable(evaluationId: $evaluationId, input: $input) {\n        ...SectionsTab_applicable\n      }\n    }\n  ": typeof types.AddEvaluationSectionDocument,
    "\n    mutation UpdateEvaluationSection($evaluationId: ID!, $id: ID!, $input: UpdateApplicableInput!) {\n      updateEvaluationApplicable(evaluationId: $evaluationId, id: $id, input: $input) {\n        ...SectionsTab_applicable\n      }\n    }\n  ": typeof types.UpdateEvaluationSectionDocument,
    "\n    mutation RemoveEvaluationSection($evaluationId: ID!, $id: ID!) {\n      removeEvaluationApplicable(evaluationId: $evaluationId, id: $id)\n    }\n  ": typeof types.RemoveEvaluationSectionDocument,
    "\n  fragment KeySettingsTab_setting on Setting {\n    id\n    key\n    value\n  }\n": typeof types.KeySettingsTab_SettingFragmentDoc,
    "\n  query EvaluationKeySettings($id: ID!) {\n    evaluation(id: $id) {\n      id\n      settings {\n        ...KeySettingsTab_setting\n      }\n    }\n  }\n": typeof types.EvaluationKeySettingsDocument,
    "\n  mutation UpdateEvaluationKeySettings($evaluationId: ID!, $values: JSON!) {\n    updateEvaluationSettings(evaluationId: $evaluationId, values: $values) {\n      ...KeySettingsTab_setting\n    }\n  }\n": typeof types.UpdateEvaluationKeySettingsDocument,
    "\n  fragment EvaluationContent_evaluation on Evaluation {\n    description\n    descriptionShort\n    objective\n    researchQuestion\n    studyDesign\n    applicables {\n      id\n      type\n      typeId\n      content\n      isVisible\n    }\n    criteria {\n      id\n      type\n      content\n      position\n    }\n    participants {\n      id\n      type\n      amount\n      description\n    }\n    measures {\n      id\n      title\n      description\n      position\n    }\n  }\n": typeof types.EvaluationContent_EvaluationFragmentDoc,
    "\n  fragment EvaluationFacts_evaluation on Evaluation {\n    title\n    phase\n    status\n    studyTitle\n    startsAt\n    endsAt\n    adjustedEndsAt\n    firstInclusionAt\n    lastInclusionAt\n    sponsor\n    researchAgency\n    trialRegister\n    logo {\n      id\n      url\n    }\n  }\n": typeof types.EvaluationFacts_EvaluationFragmentDoc,
    "\n  fragment EvaluationInclusion_evaluation on Evaluation {\n    id\n    title\n    gradation {\n      id\n      title\n    }\n    inclusion {\n      target\n      includedSoFar\n      lastReportedMonth\n      projection {\n        pace\n      }\n    }\n  }\n": typeof types.EvaluationInclusion_EvaluationFragmentDoc,
    "\n  fragment EvaluationLinksRelated_evaluation on Evaluation {\n    links {\n      id\n      title\n      url\n      position\n    }\n    posts {\n      id\n      title\n      content\n      publishAt\n    }\n    programs {\n      id\n      title\n    }\n    associations {\n      id\n      title\n    }\n    specializations {\n      id\n      title\n    }\n  }\n": typeof types.EvaluationLinksRelated_EvaluationFragmentDoc,
    "\n  fragment EvaluationPeopleDocuments_evaluation on Evaluation {\n    people {\n      id\n      contactFunction\n      user {\n        id\n        name\n        title\n      }\n    }\n    documents {\n      id\n      type\n      title\n      file {\n        ...StoredFile_file\n      }\n    }\n  }\n": typeof types.EvaluationPeopleDocuments_EvaluationFragmentDoc,
    "\n  query EvaluationDetail($slug: String!, $id: ID, $withId: Boolean!) {\n    bySlug: evaluation(slug: $slug) {\n      ...EvaluationDetail_evaluation\n    }\n    byId: evaluation(id: $id) @include(if: $withId) {\n      ...EvaluationDetail_evaluation\n    }\n  }\n": typeof types.EvaluationDetailDocument,
    "\n  fragment EvaluationDetail_evaluation on Evaluation {\n    id\n    title\n    url\n    updatedAt\n    vimeoId\n    ...EvaluationFacts_evaluation\n    ...EvaluationContent_evaluation\n    ...EvaluationPeopleDocuments_evaluation\n    ...EvaluationLinksRelated_evaluation\n    ...EvaluationInclusion_evaluation\n  }\n": typeof types.EvaluationDetail_EvaluationFragmentDoc,
    "\n  fragment EvaluationCard_evaluation on Evaluation {\n    id\n    title\n    url\n    phase\n    status\n    descriptionShort\n    startsAt\n    endsAt\n    adjustedEndsAt\n    logo {\n      id\n      url\n    }\n    specializations {\n      id\n      title\n    }\n  }\n": typeof types.EvaluationCard_EvaluationFragmentDoc,
    "\n  fragment FacetsPanel_facets on EvaluationFacets {\n    phases {\n      value\n      count\n    }\n    statuses {\n      value\n      count\n    }\n    specializations {\n      id\n      title\n      count\n    }\n    associations {\n      id\n      title\n      count\n    }\n    programs {\n      id\n      title\n      count\n    }\n    gradations {\n      id\n      title\n      count\n    }\n  }\n": typeof types.FacetsPanel_FacetsFragmentDoc,
    "\n  query EvaluationsList(\n    $filter: EvaluationFilter\n    $sort: [EvaluationSort!]\n    $page: Int!\n    $limit: Int!\n  ) {\n    evaluations(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n      data {\n        id\n        ...EvaluationCard_evaluation\n      }\n      pageInfo {\n        ...ListPage_pageInfo\n      }\n    }\n  }\n": typeof types.EvaluationsListDocument,
    "\n  query EvaluationFacets($filter: EvaluationFilter) {\n    evaluationFacets(filter: $filter) {\n      ...FacetsPanel_facets\n    }\n  }\n": typeof types.EvaluationFacetsDocument,
    "\n  query EvaluationsExport(\n    $filter: EvaluationFilter\n    $sort: [EvaluationSort!]\n    $page: Int!\n    $limit: Int!\n  ) {\n    evaluations(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n      data {\n        id\n        ...EvaluationCard_evaluation\n        associations {\n          id\n          title\n        }\n        programs {\n          id\n          title\n        }\n      }\n      pageInfo {\n        lastPage\n        total\n      }\n    }\n  }\n": typeof types.EvaluationsExportDocument,
    "\n  fragment HomeEvaluationCard_evaluation on Evaluation {\n    id\n    title\n    url\n    startsAt\n    descriptionShort\n  }\n": typeof types.HomeEvaluationCard_EvaluationFragmentDoc,
    "\n  fragment HomeNewsItem_post on Post {\n    id\n    title\n    publishAt\n    isPinned\n    postable {\n      type\n      id\n      title\n    }\n  }\n": typeof types.HomeNewsItem_PostFragmentDoc,
    "\n  query HomePage($now: String!) {\n    latestEvaluations: evaluations(\n      filter: { status: [PUBLISHED] }\n      sort: [{ field: CREATED_AT, direction: DESC }, { field: ID, direction: DESC }]\n      limit: 4\n    ) {\n      data {\n        id\n        ...HomeEvaluationCard_evaluation\n      }\n    }\n    news: posts(\n      filter: { to: $now }\n      sort: [\n        { field: IS_PINNED, direction: DESC }\n        { field: PUBLISH_AT, direction: DESC }\n        { field: ID, direction: DESC }\n      ]\n      limit: 4\n    ) {\n      data {\n        id\n        ...HomeNewsItem_post\n      }\n    }\n    evaluationCount: evaluations(filter: { status: [PUBLISHED] }, limit: 1) {\n      pageInfo {\n        total\n      }\n    }\n    associationCount: associations(limit: 1) {\n      pageInfo {\n        total\n      }\n    }\n    programCount: programs(limit: 1) {\n      pageInfo {\n        total\n      }\n    }\n    trialBureauCount: trialBureaus(limit: 1) {\n      pageInfo {\n        total\n      }\n    }\n    monitorCount: evaluations(\n      filter: { status: [PUBLISHED], isVisibleAtInclusionMonitor: true }\n      limit: 1\n    ) {\n      pageInfo {\n        total\n      }\n    }\n  }\n": typeof types.HomePageDocument,
    "\n  query HoursWeek($filter: HourFilter!) {\n    hours(filter: $filter, limit: 100, sort: [{ field: STARTS_AT }]) {\n      data {\n        id\n        startsAt\n        endsAt\n        hourType\n        description\n        projectId\n        project {\n          id\n          title\n        }\n      }\n    }\n  }\n": typeof types.HoursWeekDocument,
    "\n  query HourProjects($filter: EvaluationFilter) {\n    evaluations(filter: $filter, limit: 100, sort: [{ field: TITLE }]) {\n      data {\n        id\n        title\n      }\n    }\n  }\n": typeof types.HourProjectsDocument,
    "\n  mutation CreateHour($input: CreateHourInput!) {\n    createHour(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateHourDocument,
    "\n  mutation UpdateHour($id: ID!, $input: UpdateHourInput!) {\n    updateHour(id: $id, input: $input) {\n      id\n      startsAt\n      endsAt\n    }\n  }\n": typeof types.UpdateHourDocument,
    "\n  mutation DeleteHour($id: ID!) {\n    deleteHour(id: $id)\n  }\n": typeof types.DeleteHourDocument,
    "\n  fragment InclusionMonitorEvaluationCard on InclusionMonitorEvaluation {\n    evaluation {\n      id\n      title\n      url\n    }\n    target\n    includedSoFar\n    lastReportedMonth\n    series {\n      month\n      included\n      cumulative\n    }\n    centers {\n      center {\n        id\n        title\n        type\n      }\n      included\n    }\n    projection {\n      pace\n      endsAt\n      monthlyRate\n      projectedTotal\n    }\n  }\n": typeof types.InclusionMonitorEvaluationCardFragmentDoc,
    "\n  query InclusionMonitor {\n    inclusionMonitor {\n      categories {\n        gradation {\n          id\n          title\n          description\n          position\n        }\n        evaluations {\n          evaluation {\n            id\n            title\n            phase\n            specializations {\n              id\n              title\n            }\n          }\n          ...InclusionMonitorEvaluationCard\n        }\n      }\n    }\n  }\n": typeof types.InclusionMonitorDocument,
    "\n  fragment SitePage_texts on SitePage {\n    key\n    introNl\n    introEn\n    bodyNl\n    bodyEn\n  }\n": typeof types.SitePage_TextsFragmentDoc,
    "\n  fragment SiteContact_details on SiteContent {\n    organisation\n    street\n    postcode\n    city\n    email\n    phone\n    openingHoursNl\n    openingHoursEn\n    contactIsExample\n  }\n": typeof types.SiteContact_DetailsFragmentDoc,
    "\n  query SitePage($key: SitePageKey!) {\n    sitePage(key: $key) {\n      ...SitePage_texts\n    }\n  }\n": typeof types.SitePageDocument,
    "\n  query SiteContact {\n    siteContent {\n      ...SiteContact_details\n    }\n  }\n": typeof types.SiteContactDocument,
    "\n  fragment OrganisationCalendar_event on Event {\n    id\n    title\n    date\n    startsAt\n    endsAt\n    room\n    url\n    type\n    recurring\n  }\n": typeof types.OrganisationCalendar_EventFragmentDoc,
    "\n  fragment OrganisationEditor_organisation on Organisation {\n    __typename\n    id\n    version\n    title\n    abbreviation\n    description\n    about\n    contact\n    url\n    updatedAt\n    logo {\n      id\n      url\n      name\n      mimeType\n      size\n    }\n    banner {\n      id\n      url\n      name\n      mimeType\n      size\n    }\n    specializations {\n      id\n    }\n  }\n": typeof types.OrganisationEditor_OrganisationFragmentDoc,
    "\n  query CmsOrganisationEditor($kind: OrganisationKind!, $id: ID!) {\n    record: organisation(kind: $kind, id: $id) {\n      id\n      ...OrganisationEditor_organisation\n    }\n    specializations(limit: 100, sort: [{ field: TITLE, direction: ASC }]) {\n      data {\n        id\n        title\n      }\n    }\n  }\n": typeof types.CmsOrganisationEditorDocument,
    "\n  mutation CmsUpdateOrganisation(\n    $kind: OrganisationKind!\n    $id: ID!\n    $input: UpdateOrganisationInput!\n    $version: Int\n  ) {\n    record: updateOrganisation(kind: $kind, id: $id, input: $input, version: $version) {\n      id\n      ...OrganisationEditor_organisation\n    }\n  }\n": typeof types.CmsUpdateOrganisationDocument,
    "\n  mutation CmsDeleteOrganisation($kind: OrganisationKind!, $id: ID!) {\n    deleted: deleteOrganisation(kind: $kind, id: $id)\n  }\n": typeof types.CmsDeleteOrganisationDocument,
    "\n  query CmsOrganisationsList(\n    $kind: OrganisationKind!\n    $filter: OrganisationFilter\n    $sort: [OrganisationSort!]\n    $page: Int!\n    $limit: Int!\n  ) {\n    list: organisations(kind: $kind, filter: $filter, sort: $sort, page: $page, limit: $limit) {\n      data {\n        id\n        title\n        abbreviation\n        updatedAt\n        evaluations {\n          id\n        }\n      }\n      pageInfo {\n        ...ListPage_pageInfo\n      }\n    }\n  }\n": typeof types.CmsOrganisationsListDocument,
    "\n  mutation CmsCreateOrganisation($kind: OrganisationKind!, $title: String!) {\n    created: createOrganisation(kind: $kind, input: { title: $title }) {\n      id\n    }\n  }\n": typeof types.CmsCreateOrganisationDocument,
    "\n  mutation CmsDeleteOrganisations($kind: OrganisationKind!, $ids: [ID!]!) {\n    deleted: deleteOrganisations(kind: $kind, ids: $ids)\n  }\n": typeof types.CmsDeleteOrganisationsDocument,
    "\n    mutation CmsAddOrganisationDocument(\n      $kind: OrganisationKind!\n      $ownerId: ID!\n      $input: OrganisationDocumentInput!\n    ) {\n      document: addOrganisationDocument(kind: $kind, ownerId: $ownerId, input: $input) {\n        ...DocumentsRelation_document\n      }\n    }\n  ": typeof types.CmsAddOrganisationDocumentDocument,
    "\n    mutation CmsUpdateOrganisationDocument(\n      $kind: OrganisationKind!\n      $ownerId: ID!\n      $id: ID!\n      $input: UpdateOrganisationDocumentInput!\n    ) {\n      document: updateOrganisationDocument(kind: $kind, ownerId: $ownerId, id: $id, input: $input) {\n        ...DocumentsRelation_document\n      }\n    }\n  ": typeof types.CmsUpdateOrganisationDocumentDocument,
    "\n    mutation CmsRemoveOrganisationDocument($kind: OrganisationKind!, $ownerId: ID!, $id: ID!) {\n      removed: removeOrganisationDocument(kind: $kind, ownerId: $ownerId, id: $id)\n    }\n  ": typeof types.CmsRemoveOrganisationDocumentDocument,
    "\n  fragment DownloadsTab_download on Event {\n    id\n    type\n    title\n    url\n    date\n    file {\n      ...StoredFile_file\n    }\n  }\n": typeof types.DownloadsTab_DownloadFragmentDoc,
    "\n  query CmsOrganisationEvents($kind: OrganisationKind!, $id: ID!) {\n    organisation(kind: $kind, id: $id) {\n      id\n      ... on PublishingOrganisation {\n        events {\n          ...EventsRelation_event\n          ...DownloadsTab_download\n        }\n      }\n    }\n  }\n": typeof types.CmsOrganisationEventsDocument,
    "\n    mutation AddOrganisationEvent(\n      $kind: PublishingOrganisationKind!\n      $ownerId: ID!\n      $input: EventInput!\n    ) {\n      addOrganisationEvent(kind: $kind, ownerId: $ownerId, input: $input) {\n        ...EventsRelation_event\n        ...DownloadsTab_download\n      }\n    }\n  ": typeof types.AddOrganisationEventDocument,
    "\n    mutation UpdateOrganisationEvent(\n      $kind: PublishingOrganisationKind!\n      $ownerId: ID!\n      $id: ID!\n      $input: UpdateEventInput!\n    ) {\n      updateOrganisationEvent(kind: $kind, ownerId: $ownerId, id: $id, input: $input) {\n        ...EventsRelation_event\n        ...DownloadsTab_download\n      }\n    }\n  ": typeof types.UpdateOrganisationEventDocument,
    "\n    mutation RemoveOrganisationEvent($kind: PublishingOrganisationKind!, $ownerId: ID!, $id: ID!) {\n      removeOrganisationEvent(kind: $kind, ownerId: $ownerId, id: $id)\n    }\n  ": typeof types.RemoveOrganisationEventDocument,
    "\n  query CmsOrganisationPosts($kind: OrganisationKind!, $id: ID!) {\n    organisation(kind: $kind, id: $id) {\n      id\n      ... on PublishingOrganisation {\n        posts {\n          ...PostsRelation_post\n        }\n      }\n    }\n  }\n": typeof types.CmsOrganisationPostsDocument,
    "\n    mutation AddOrganisationPost($kind: PublishingOrganisationKind!, $ownerId: ID!, $input: PostInput!) {\n      addOrganisationPost(kind: $kind, ownerId: $ownerId, input: $input) {\n        ...PostsRelation_post\n      }\n    }\n  ": typeof types.AddOrganisationPostDocument,
    "\n    mutation UpdateOrganisationPost(\n      $kind: PublishingOrganisationKind!\n      $ownerId: ID!\n      $id: ID!\n      $input: UpdatePostInput!\n    ) {\n      updateOrganisationPost(kind: $kind, ownerId: $ownerId, id: $id, input: $input) {\n        ...PostsRelation_post\n      }\n    }\n  ": typeof types.UpdateOrganisationPostDocument,
    "\n    mutation RemoveOrganisationPost($kind: PublishingOrganisationKind!, $ownerId: ID!, $id: ID!) {\n      removeOrganisationPost(kind: $kind, ownerId: $ownerId, id: $id)\n    }\n  ": typeof types.RemoveOrganisationPostDocument,
    "\n  query CmsOrganisationRelations($kind: OrganisationKind!, $id: ID!) {\n    owner: organisation(kind: $kind, id: $id) {\n      id\n      documents {\n        ...DocumentsRelation_document\n      }\n      settings {\n        id\n        key\n        value\n      }\n      evaluations {\n        id\n        title\n        status\n      }\n    }\n  }\n": typeof types.CmsOrganisationRelationsDocument,
    "\n  mutation CmsUpdateOrganisationSettings(\n    $kind: OrganisationKind!\n    $ownerId: ID!\n    $values: JSON!\n  ) {\n    settings: updateOrganisationSettings(kind: $kind, ownerId: $ownerId, values: $values) {\n      id\n      key\n      value\n    }\n  }\n": typeof types.CmsUpdateOrganisationSettingsDocument,
    "\n  fragment OrganisationDocument_document on Document {\n    id\n    type\n    title\n    file {\n      ...StoredFile_file\n    }\n  }\n": typeof types.OrganisationDocument_DocumentFragmentDoc,
    "\n  fragment OrganisationDownload_event on Event {\n    id\n    title\n    url\n    date\n    startsAt\n    file {\n      ...StoredFile_file\n    }\n  }\n": typeof types.OrganisationDownload_EventFragmentDoc,
    "\n  fragment OrganisationEvaluation_evaluation on Evaluation {\n    id\n    title\n    url\n    descriptionShort\n  }\n": typeof types.OrganisationEvaluation_EvaluationFragmentDoc,
    "\n  fragment OrganisationPost_post on Post {\n    id\n    title\n    content\n    publishAt\n    isPinned\n    image {\n      id\n      url\n    }\n  }\n": typeof types.OrganisationPost_PostFragmentDoc,
    "\n  query OrganisationDetail($kind: OrganisationKind!, $id: ID!) {\n    organisation(kind: $kind, id: $id) {\n      __typename\n      id\n      title\n      abbreviation\n      description\n      about\n      contact\n      url\n      updatedAt\n      logo {\n        id\n        url\n      }\n      banner {\n        id\n        url\n      }\n      specializations {\n        id\n        title\n      }\n      evaluations {\n        id\n        ...OrganisationEvaluation_evaluation\n      }\n      documents {\n        id\n        ...OrganisationDocument_document\n      }\n      ... on PublishingOrganisation {\n        events {\n          id\n          ...OrganisationCalendar_event\n        }\n        posts {\n          id\n          ...OrganisationPost_post\n        }\n      }\n      ... on Program {\n        events {\n          id\n          type\n          ...OrganisationDownload_event\n        }\n      }\n    }\n  }\n": typeof types.OrganisationDetailDocument,
    "\n  query FirstTrialBureau {\n    trialBureaus(limit: 1, sort: [{ field: ID, direction: ASC }]) {\n      data {\n        id\n      }\n    }\n  }\n": typeof types.FirstTrialBureauDocument,
    "\n  query OrganisationsList(\n    $kind: OrganisationKind!\n    $filter: OrganisationFilter\n    $sort: [OrganisationSort!]\n    $page: Int!\n    $limit: Int!\n  ) {\n    organisations(kind: $kind, filter: $filter, sort: $sort, page: $page, limit: $limit) {\n      data {\n        id\n        title\n        abbreviation\n        description\n        logo {\n          id\n          url\n        }\n        evaluations {\n          id\n        }\n      }\n      pageInfo {\n        ...ListPage_pageInfo\n      }\n    }\n  }\n": typeof types.OrganisationsListDocument,
    "\n  query SpecializationChoices {\n    specializations(limit: 100, sort: [{ field: TITLE, direction: ASC }]) {\n      data {\n        id\n        title\n      }\n    }\n  }\n": typeof types.SpecializationChoicesDocument,
    "\n  query RecentlyDeleted($page: Int, $limit: Int) {\n    recentlyDeleted(page: $page, limit: $limit) {\n      data {\n        id\n        ...HistoryEntry_entry\n      }\n      pageInfo {\n        currentPage\n        lastPage\n        total\n      }\n    }\n  }\n": typeof types.RecentlyDeletedDocument,
    "\n  fragment SearchResults_association on Association {\n    id\n    title\n    abbreviation\n    description\n  }\n": typeof types.SearchResults_AssociationFragmentDoc,
    "\n  fragment SearchResults_program on Program {\n    id\n    title\n    abbreviation\n    description\n  }\n": typeof types.SearchResults_ProgramFragmentDoc,
    "\n  query SearchResults(\n    $search: String!\n    $limit: Int!\n    $associationsPage: Int!\n    $programsPage: Int!\n    $evaluationsPage: Int!\n  ) {\n    associationResults: associations(\n      filter: { search: $search }\n      sort: [{ field: RELEVANCE, direction: DESC }, { field: TITLE }, { field: ID }]\n      page: $associationsPage\n      limit: $limit\n    ) {\n      data {\n        ...SearchResults_association\n      }\n      pageInfo {\n        ...ListPage_pageInfo\n      }\n    }\n    programResults: programs(\n      filter: { search: $search }\n      sort: [{ field: RELEVANCE, direction: DESC }, { field: TITLE }, { field: ID }]\n      page: $programsPage\n      limit: $limit\n    ) {\n      data {\n        ...SearchResults_program\n      }\n      pageInfo {\n        ...ListPage_pageInfo\n      }\n    }\n    evaluationResults: evaluations(\n      filter: { search: $search }\n      sort: [{ field: RELEVANCE, direction: DESC }, { field: TITLE }, { field: ID }]\n      page: $evaluationsPage\n      limit: $limit\n    ) {\n      data {\n        id\n        title\n        url\n        phase\n        descriptionShort\n      }\n      pageInfo {\n        ...ListPage_pageInfo\n      }\n    }\n  }\n": typeof types.SearchResultsDocument,
    "\n  query SiteContentEditor {\n    siteContent {\n      ...SiteContentFields\n    }\n    sitePages {\n      ...SitePage_texts\n    }\n  }\n": typeof types.SiteContentEditorDocument,
    "\n  fragment SiteContentFields on SiteContent {\n    ...SiteContact_details\n    privacyStatementUrl\n    privacyStatementFile {\n      id\n      url\n      name\n      mimeType\n      size\n    }\n    sponsors {\n      id\n      name\n      url\n      logo {\n        id\n        url\n        name\n        mimeType\n        size\n      }\n    }\n  }\n": typeof types.SiteContentFieldsFragmentDoc,
    "\n  mutation UpdateSitePage($key: SitePageKey!, $input: UpdateSitePageInput!) {\n    updateSitePage(key: $key, input: $input) {\n      ...SitePage_texts\n    }\n  }\n": typeof types.UpdateSitePageDocument,
    "\n  mutation UpdateSiteContent($input: UpdateSiteContentInput!) {\n    updateSiteContent(input: $input) {\n      ...SiteContentFields\n    }\n  }\n": typeof types.UpdateSiteContentDocument,
    "\n  query CmsSpecializationsList(\n    $filter: SpecializationFilter\n    $sort: [SpecializationSort!]\n    $page: Int!\n    $limit: Int!\n  ) {\n    specializations(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n      data {\n        id\n        title\n        updatedAt\n      }\n      pageInfo {\n        ...ListPage_pageInfo\n      }\n    }\n  }\n": typeof types.CmsSpecializationsListDocument,
    "\n  mutation CmsCreateSpecialization($input: CreateSpecializationInput!) {\n    createSpecialization(input: $input) {\n      id\n      title\n    }\n  }\n": typeof types.CmsCreateSpecializationDocument,
    "\n  mutation CmsRenameSpecialization($id: ID!, $input: UpdateSpecializationInput!) {\n    updateSpecialization(id: $id, input: $input) {\n      id\n      title\n      updatedAt\n    }\n  }\n": typeof types.CmsRenameSpecializationDocument,
    "\n  mutation CmsDeleteSpecializations($ids: [ID!]!) {\n    deleteSpecializations(ids: $ids)\n  }\n": typeof types.CmsDeleteSpecializationsDocument,
    "\n  query CmsSpecializationUsage($ids: [ID!]!) {\n    evaluations(filter: { specializationId: $ids }, limit: 3) {\n      data {\n        id\n        title\n      }\n      pageInfo {\n        total\n      }\n    }\n    associations(filter: { specializationId: $ids }, limit: 3) {\n      data {\n        id\n        title\n      }\n      pageInfo {\n        total\n      }\n    }\n    programs(filter: { specializationId: $ids }, limit: 3) {\n      data {\n        id\n        title\n      }\n      pageInfo {\n        total\n      }\n    }\n    trialBureaus(filter: { specializationId: $ids }, limit: 3) {\n      data {\n        id\n        name\n      }\n      pageInfo {\n        total\n      }\n    }\n  }\n": typeof types.CmsSpecializationUsageDocument,
    "\n  mutation CmsSendActivation($userId: ID!) {\n    sendActivation(userId: $userId)\n  }\n": typeof types.CmsSendActivationDocument,
    "\n  fragment UserForm_user on User {\n    id\n    version\n    email\n    name\n    firstName\n    middleName\n    lastName\n    title\n    gender\n    phoneNumber\n    programId\n    associationId\n    isActive\n    activatedAt\n    lastLoginAt\n    role {\n      id\n      name\n    }\n    avatar {\n      ...StoredFile_file\n    }\n  }\n": typeof types.UserForm_UserFragmentDoc,
    "\n  query CmsUserDetail($id: ID!) {\n    user(id: $id) {\n      id\n      ...UserForm_user\n    }\n    ...OrganisationChoices_query\n  }\n": typeof types.CmsUserDetailDocument,
    "\n  query CmsUserChoices {\n    ...OrganisationChoices_query\n  }\n": typeof types.CmsUserChoicesDocument,
    "\n  mutation CmsCreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      id\n    }\n  }\n": typeof types.CmsCreateUserDocument,
    "\n  mutation CmsUpdateUser($id: ID!, $input: UpdateUserInput!, $version: Int) {\n    updateUser(id: $id, input: $input, version: $version) {\n      id\n      ...UserForm_user\n    }\n  }\n": typeof types.CmsUpdateUserDocument,
    "\n  mutation CmsDeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n": typeof types.CmsDeleteUserDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  query TwoFactorStatus {\n    twoFactor {\n      enabled\n      available\n      recoveryCodesLeft\n    }\n  }\n": typeof types.TwoFactorStatusDocument,
    "\n  mutation BeginTwoFactorSetup {\n    beginTwoFactorSetup {\n      secret\n      qrCode\n    }\n  }\n": typeof types.BeginTwoFactorSetupDocument,
    "\n  mutation ConfirmTwoFactorSetup($code: String!) {\n    confirmTwoFactorSetup(code: $code)\n  }\n": typeof types.ConfirmTwoFactorSetupDocument,
    "\n  mutation DisableTwoFactor($code: String, $password: String) {\n    disableTwoFactor(code: $code, password: $password)\n  }\n": typeof types.DisableTwoFactorDocument,
    "\n  query CmsUsersList($filter: UserFilter, $sort: [UserSort!], $page: Int!, $limit: Int!) {\n    users(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n      data {\n        id\n        ...CmsUserRow_user\n      }\n      pageInfo {\n        ...ListPage_pageInfo\n      }\n    }\n  }\n": typeof types.CmsUsersListDocument,
    "\n  mutation CmsDeleteUsers($ids: [ID!]!) {\n    deleteUsers(ids: $ids)\n  }\n": typeof types.CmsDeleteUsersDocument,
    "\n  fragment CmsUserRow_user on User {\n    id\n    name\n    email\n    isActive\n    role {\n      id\n      name\n    }\n    program {\n      id\n      title\n    }\n    association {\n      id\n      title\n    }\n  }\n": typeof types.CmsUserRow_UserFragmentDoc,
};
const documents: Documents = {
    "\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      __typename\n      ... on AuthTokens {\n        accessToken\n        refreshToken\n        expiresIn\n      }\n      ... on TwoFactorChallenge {\n        challengeToken\n      }\n    }\n  }\n": types.SignInDocument,
    "\n  mutation CompleteSignIn($challengeToken: String!, $code: String!) {\n    completeSignIn(challengeToken: $challengeToken, code: $code) {\n      accessToken\n      refreshToken\n      expiresIn\n    }\n  }\n": types.CompleteSignInDocument,
    "\n  mutation RefreshSession($refreshToken: String!) {\n    refresh(refreshToken: $refreshToken) {\n      accessToken\n      refreshToken\n      expiresIn\n    }\n  }\n": types.RefreshSessionDocument,
    "\n  mutation SignOut {\n    logout\n  }\n": types.SignOutDocument,
    "\n  query CurrentUser {\n    me {\n      id\n      name\n      email\n      role {\n        name\n      }\n      avatar {\n        url\n      }\n    }\n  }\n": types.CurrentUserDocument,
    "\n  query SessionSettings {\n    sessionSettings {\n      key\n      value\n    }\n  }\n": types.SessionSettingsDocument,
    "\n  query SiteFooter {\n    siteContent {\n      privacyStatementHref\n      privacyStatementFile {\n        id\n      }\n      sponsors {\n        id\n        name\n        url\n        logo {\n          id\n          url\n        }\n      }\n    }\n  }\n": types.SiteFooterDocument,
    "\n  fragment HistoryEntry_entry on HistoryEntry {\n    id\n    at\n    action\n    restorable\n    recordType\n    recordId\n    recordTitle\n    actor {\n      id\n      name\n      role\n    }\n    changes {\n      field\n      before\n      after\n      added\n      removed\n    }\n  }\n": types.HistoryEntry_EntryFragmentDoc,
    "\n  query RecordHistory($recordType: String!, $recordId: ID!, $page: Int, $limit: Int) {\n    history(recordType: $recordType, recordId: $recordId, page: $page, limit: $limit) {\n      data {\n        id\n        ...HistoryEntry_entry\n      }\n      pageInfo {\n        currentPage\n        lastPage\n        total\n      }\n    }\n  }\n": types.RecordHistoryDocument,
    "\n  mutation RestoreVersion($entryId: ID!, $field: String) {\n    restoreVersion(entryId: $entryId, field: $field) {\n      recordType\n      recordId\n      fields\n    }\n  }\n": types.RestoreVersionDocument,
    "\n  fragment DocumentsRelation_document on Document {\n    id\n    type\n    title\n    isPublic\n    file {\n      ...StoredFile_file\n    }\n  }\n": types.DocumentsRelation_DocumentFragmentDoc,
    "\n  fragment EventsRelation_event on Event {\n    id\n    title\n    content\n    url\n    date\n    startsAt\n    endsAt\n    room\n    type\n    recurring\n  }\n": types.EventsRelation_EventFragmentDoc,
    "\n  fragment LinksRelation_link on EvaluationLink {\n    id\n    title\n    url\n    position\n  }\n": types.LinksRelation_LinkFragmentDoc,
    "\n  fragment PostsRelation_post on Post {\n    id\n    title\n    content\n    publishAt\n    isPinned\n    image {\n      id\n      url\n      name\n      mimeType\n      size\n    }\n  }\n": types.PostsRelation_PostFragmentDoc,
    "\n  fragment StoredFile_file on File {\n    id\n    url\n    name\n    mimeType\n    size\n  }\n": types.StoredFile_FileFragmentDoc,
    "\n  fragment OrganisationChoices_query on Query {\n    programs(limit: 100) {\n      data {\n        id\n        title\n      }\n    }\n    associations(limit: 100) {\n      data {\n        id\n        title\n      }\n    }\n  }\n": types.OrganisationChoices_QueryFragmentDoc,
    "\n  fragment ListPage_pageInfo on PageInfo {\n    currentPage\n    lastPage\n    total\n  }\n": types.ListPage_PageInfoFragmentDoc,
    "\n  query GlobalSearch($term: String!) {\n    search(term: $term) {\n      items {\n        id\n        model\n        url\n        title\n        avatar\n        subtitle\n      }\n      errors {\n        model\n      }\n    }\n  }\n": types.GlobalSearchDocument,
    "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email)\n  }\n": types.ForgotPasswordDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": types.ResetPasswordDocument,
    "\n  fragment BugReportActions_bugReport on BugReport {\n    actions {\n      type\n      at\n      payload\n    }\n  }\n": types.BugReportActions_BugReportFragmentDoc,
    "\n  fragment BugReportDelivery_bugReport on BugReport {\n    id\n    deliveryState\n    attempts\n    nextAttemptAt\n    lastError\n    pulseId\n  }\n": types.BugReportDelivery_BugReportFragmentDoc,
    "\n  fragment BugReportEnvironment_bugReport on BugReport {\n    browser {\n      userAgent\n      language\n      viewportWidth\n      viewportHeight\n    }\n    localStorage\n  }\n": types.BugReportEnvironment_BugReportFragmentDoc,
    "\n  fragment BugReportReport_bugReport on BugReport {\n    description\n    url\n    occurredAt\n    createdAt\n    deliveredAt\n    reporter {\n      id\n      name\n    }\n  }\n": types.BugReportReport_BugReportFragmentDoc,
    "\n  fragment BugReportScreenshot_bugReport on BugReport {\n    screenshot {\n      id\n      url\n      name\n      mimeType\n      size\n    }\n  }\n": types.BugReportScreenshot_BugReportFragmentDoc,
    "\n  fragment BugReportStack_bugReport on BugReport {\n    stackTrace {\n      message\n      filename\n      line\n      column\n      error\n    }\n  }\n": types.BugReportStack_BugReportFragmentDoc,
    "\n  query CmsBugReportDetail($id: ID!) {\n    bugReport(id: $id) {\n      id\n      title\n      ...BugReportReport_bugReport\n      ...BugReportDelivery_bugReport\n      ...BugReportScreenshot_bugReport\n      ...BugReportStack_bugReport\n      ...BugReportEnvironment_bugReport\n      ...BugReportActions_bugReport\n    }\n  }\n": types.CmsBugReportDetailDocument,
    "\n  mutation CmsRetryBugReportDelivery($id: ID!) {\n    retryBugReportDelivery(id: $id) {\n      id\n      ...BugReportDelivery_bugReport\n    }\n  }\n": types.CmsRetryBugReportDeliveryDocument,
    "\n  mutation CmsDeleteBugReport($ids: [ID!]!) {\n    deleteBugReports(ids: $ids)\n  }\n": types.CmsDeleteBugReportDocument,
    "\n  query CmsBoardStatus {\n    boardStatus {\n      state\n      boardId\n      groupId\n      boardName\n      groupName\n    }\n  }\n": types.CmsBoardStatusDocument,
    "\n  fragment CmsBugReportRow_bugReport on BugReport {\n    id\n    title\n    deliveryState\n    attempts\n    pulseId\n    createdAt\n    reporter {\n      id\n      name\n    }\n  }\n": types.CmsBugReportRow_BugReportFragmentDoc,
    "\n  query CmsBugReportsList(\n    $filter: BugReportFilter\n    $sort: [BugReportSort!]\n    $page: Int!\n    $limit: Int!\n  ) {\n    bugReports(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n      data {\n        id\n        ...CmsBugReportRow_bugReport\n      }\n      pageInfo {\n        ...ListPage_pageInfo\n      }\n    }\n  }\n": types.CmsBugReportsListDocument,
    "\n  mutation CmsDeleteBugReports($ids: [ID!]!) {\n    deleteBugReports(ids: $ids)\n  }\n": types.CmsDeleteBugReportsDocument,
    "\n  fragment CenterRow_center on Center {\n    id\n    title\n    type\n    dataCount\n    evaluationCount\n    address {\n      id\n      street\n      number\n      numberAdd\n      postcode\n      city\n      countryId\n    }\n  }\n": types.CenterRow_CenterFragmentDoc,
    "\n  query CmsCentersList($filter: CenterFilter, $sort: [CenterSort!], $page: Int!, $limit: Int!) {\n    centers(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n      data {\n        id\n        ...CenterRow_center\n      }\n      pageInfo {\n        ...ListPage_pageInfo\n      }\n    }\n  }\n": types.CmsCentersListDocument,
    "\n  mutation CmsCreateCenter($input: CreateCenterInput!) {\n    createCenter(input: $input) {\n      id\n      ...CenterRow_center\n    }\n  }\n": types.CmsCreateCenterDocument,
    "\n  mutation CmsUpdateCenter($id: ID!, $input: UpdateCenterInput!) {\n    updateCenter(id: $id, input: $input) {\n      id\n      ...CenterRow_center\n    }\n  }\n": types.CmsUpdateCenterDocument,
    "\n  mutation CmsDeleteCenters($ids: [ID!]!) {\n    deleteCenters(ids: $ids)\n  }\n": types.CmsDeleteCentersDocument,
    "\n  mutation CmsCreateCenterAddress($input: CreateAddressInput!) {\n    createAddress(input: $input) {\n      id\n    }\n  }\n": types.CmsCreateCenterAddressDocument,
    "\n  query CmsCenterAddressLookup($input: AddressLookupInput!) {\n    addressLookup(input: $input) {\n      street\n      city\n      postcode\n      number\n      numberAdd\n      countryId\n    }\n  }\n": types.CmsCenterAddressLookupDocument,
    "\n  fragment MergeCenter_center on Center {\n    id\n    title\n    type\n    dataCount\n    evaluationCount\n  }\n": types.MergeCenter_CenterFragmentDoc,
    "\n  query CmsMergeChosenCenters($ids: [ID!]!) {\n    centers(filter: { ids: $ids }, limit: 100) {\n      data {\n        id\n        ...MergeCenter_center\n      }\n    }\n  }\n": types.CmsMergeChosenCentersDocument,
    "\n  query CmsMergeCenterSearch($search: String!) {\n    centers(filter: { search: $search }, limit: 20) {\n      data {\n        id\n        title\n      }\n    }\n  }\n": types.CmsMergeCenterSearchDocument,
    "\n  mutation CmsMergeCenters($targetId: ID!, $sourceIds: [ID!]!) {\n    mergeCenters(targetId: $targetId, sourceIds: $sourceIds) {\n      id\n      ...MergeCenter_center\n    }\n  }\n": types.CmsMergeCentersDocument,
    "\n  query DashboardEvaluations($filter: EvaluationFilter, $sort: [EvaluationSort!], $limit: Int!) {\n    evaluations(filter: $filter, sort: $sort, limit: $limit) {\n      data {\n        id\n        title\n        status\n        updatedAt\n      }\n      pageInfo {\n        total\n      }\n    }\n  }\n": types.DashboardEvaluationsDocument,
    "\n  query DashboardWeekHours($filter: HourFilter!) {\n    hours(filter: $filter, limit: 100) {\n      data {\n        id\n        startsAt\n        endsAt\n      }\n    }\n  }\n": types.DashboardWeekHoursDocument,
    "\n  query InboxDirectorySearch($search: String!) {\n    userDirectory(search: $search, limit: 8) {\n      id\n      name\n      organisation\n    }\n  }\n": types.InboxDirectorySearchDocument,
    "\n  fragment EvaluationEditor_evaluation on Evaluation {\n    id\n    version\n    title\n    slug\n    url\n    studyTitle\n    status\n    phase\n    description\n    descriptionShort\n    objective\n    researchQuestion\n    studyDesign\n    contactInfo\n    researchAgency\n    resourceAgency\n    sponsor\n    analysis\n    figure\n    edc\n    castorSlug\n    vimeoId\n    instructionVideoUrl\n    currentMedicalGuideline\n    trialRegister\n    tags\n    startsAt\n    endsAt\n    adjustedEndsAt\n    firstInclusionAt\n    lastInclusionAt\n    publishAt\n    unpublishAt\n    isVisibleAtInclusionMonitor\n    gradationId\n    logo {\n      ...StoredFile_file\n    }\n    banner {\n      ...StoredFile_file\n    }\n    programs {\n      id\n    }\n    associations {\n      id\n    }\n    specializations {\n      id\n    }\n    people {\n      id\n      userId\n    }\n  }\n": types.EvaluationEditor_EvaluationFragmentDoc,
    "\n  query EvaluationEditor($id: ID!) {\n    evaluation(id: $id) {\n      id\n      ...EvaluationEditor_evaluation\n    }\n    gradations(limit: 100) {\n      data {\n        id\n        title\n      }\n    }\n    ...OrganisationChoices_query\n    specializations(limit: 100) {\n      data {\n        id\n        title\n      }\n    }\n  }\n": types.EvaluationEditorDocument,
    "\n  mutation UpdateEvaluationEditor($id: ID!, $input: UpdateEvaluationInput!, $version: Int) {\n    updateEvaluation(id: $id, input: $input, version: $version) {\n      id\n      ...EvaluationEditor_evaluation\n    }\n  }\n": types.UpdateEvaluationEditorDocument,
    "\n  mutation DeleteEvaluationEditor($id: ID!) {\n    deleteEvaluation(id: $id)\n  }\n": types.DeleteEvaluationEditorDocument,
    "\n  fragment CmsEvaluationRow_evaluation on Evaluation {\n    id\n    title\n    status\n    publishAt\n    unpublishAt\n    phase\n    updatedAt\n    gradation {\n      id\n      title\n    }\n    programs {\n      id\n      title\n    }\n    associations {\n      id\n      title\n    }\n  }\n": types.CmsEvaluationRow_EvaluationFragmentDoc,
    "\n  query CmsEvaluationsList(\n    $filter: EvaluationFilter\n    $sort: [EvaluationSort!]\n    $page: Int!\n    $limit: Int!\n  ) {\n    evaluations(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n      data {\n        id\n        ...CmsEvaluationRow_evaluation\n      }\n      pageInfo {\n        ...ListPage_pageInfo\n      }\n    }\n  }\n": types.CmsEvaluationsListDocument,
    "\n  mutation CmsCreateEvaluation($input: CreateEvaluationInput!) {\n    createEvaluation(input: $input) {\n      id\n    }\n  }\n": types.CmsCreateEvaluationDocument,
    "\n  mutation CmsDeleteEvaluations($ids: [ID!]!) {\n    deleteEvaluations(ids: $ids)\n  }\n": types.CmsDeleteEvaluationsDocument,
    "\n  fragment CriteriaTab_criterion on Criterion {\n    id\n    type\n    content\n    position\n  }\n": types.CriteriaTab_CriterionFragmentDoc,
    "\n  query EvaluationCriteria($id: ID!) {\n    evaluation(id: $id) {\n      id\n      criteria {\n        ...CriteriaTab_criterion\n      }\n    }\n  }\n": types.EvaluationCriteriaDocument,
    "\n    mutation AddEvaluationCriterion($evaluationId: ID!, $input: CriterionInput!) {\n      addEvaluationCriterion(evaluationId: $evaluationId, input: $input) {\n        ...CriteriaTab_criterion\n      }\n    }\n  ": types.AddEvaluationCriterionDocument,
    "\n    mutation UpdateEvaluationCriterion($evaluationId: ID!, $id: ID!, $input: UpdateCriterionInput!) {\n      updateEvaluationCriterion(evaluationId: $evaluationId, id: $id, input: $input) {\n        ...CriteriaTab_criterion\n      }\n    }\n  ": types.UpdateEvaluationCriterionDocument,
    "\n    mutation RemoveEvaluationCriterion($evaluationId: ID!, $id: ID!) {\n      removeEvaluationCriterion(evaluationId: $evaluationId, id: $id)\n    }\n  ": types.RemoveEvaluationCriterionDocument,
    "\n  query EvaluationDocuments($id: ID!) {\n    evaluation(id: $id) {\n      id\n      documents {\n        ...DocumentsRelation_document\n      }\n    }\n  }\n": types.EvaluationDocumentsDocument,
    "\n    mutation AddEvaluationDocument($evaluationId: ID!, $input: EvaluationDocumentInput!) {\n      addEvaluationDocument(evaluationId: $evaluationId, input: $input) {\n        ...DocumentsRelation_document\n      }\n    }\n  ": types.AddEvaluationDocumentDocument,
    "\n    mutation UpdateEvaluationDocument(\n      $evaluationId: ID!\n      $id: ID!\n      $input: UpdateEvaluationDocumentInput!\n    ) {\n      updateEvaluationDocument(evaluationId: $evaluationId, id: $id, input: $input) {\n        ...DocumentsRelation_document\n      }\n    }\n  ": types.UpdateEvaluationDocumentDocument,
    "\n    mutation RemoveEvaluationDocument($evaluationId: ID!, $id: ID!) {\n      removeEvaluationDocument(evaluationId: $evaluationId, id: $id)\n    }\n  ": types.RemoveEvaluationDocumentDocument,
    "\n  query EvaluationDataTab($id: ID!) {\n    evaluation(id: $id) {\n      id\n      startsAt\n      data {\n        id\n        date\n        sampleSize\n        centerId\n        center {\n          id\n          title\n        }\n      }\n    }\n  }\n": types.EvaluationDataTabDocument,
    "\n  query DataTabCenters($search: String!) {\n    centers(filter: { search: $search }, limit: 20, sort: [{ field: TITLE }]) {\n      data {\n        id\n        title\n      }\n    }\n  }\n": types.DataTabCentersDocument,
    "\n  mutation AddEvaluationData($evaluationId: ID!, $input: EvaluationDataInput!) {\n    addEvaluationData(evaluationId: $evaluationId, input: $input) {\n      id\n      date\n      sampleSize\n      centerId\n    }\n  }\n": types.AddEvaluationDataDocument,
    "\n  mutation UpdateEvaluationData($evaluationId: ID!, $id: ID!, $input: UpdateEvaluationDataInput!) {\n    updateEvaluationData(evaluationId: $evaluationId, id: $id, input: $input) {\n      id\n      sampleSize\n    }\n  }\n": types.UpdateEvaluationDataDocument,
    "\n  mutation RemoveEvaluationData($evaluationId: ID!, $id: ID!) {\n    removeEvaluationData(evaluationId: $evaluationId, id: $id)\n  }\n": types.RemoveEvaluationDataDocument,
    "\n  query EvaluationLinks($id: ID!) {\n    evaluation(id: $id) {\n      id\n      links {\n        ...LinksRelation_link\n      }\n    }\n  }\n": types.EvaluationLinksDocument,
    "\n    mutation AddEvaluationLink($evaluationId: ID!, $input: EvaluationLinkInput!) {\n      addEvaluationLink(evaluationId: $evaluationId, input: $input) {\n        ...LinksRelation_link\n      }\n    }\n  ": types.AddEvaluationLinkDocument,
    "\n    mutation UpdateEvaluationLink(\n      $evaluationId: ID!\n      $id: ID!\n      $input: UpdateEvaluationLinkInput!\n    ) {\n      updateEvaluationLink(evaluationId: $evaluationId, id: $id, input: $input) {\n        ...LinksRelation_link\n      }\n    }\n  ": types.UpdateEvaluationLinkDocument,
    "\n    mutation RemoveEvaluationLink($evaluationId: ID!, $id: ID!) {\n      removeEvaluationLink(evaluationId: $evaluationId, id: $id)\n    }\n  ": types.RemoveEvaluationLinkDocument,
    "\n  fragment MeasuresTab_measure on Measure {\n    id\n    title\n    description\n    position\n  }\n": types.MeasuresTab_MeasureFragmentDoc,
    "\n  query EvaluationMeasures($id: ID!) {\n    evaluation(id: $id) {\n      id\n      measures {\n        ...MeasuresTab_measure\n      }\n    }\n  }\n": types.EvaluationMeasuresDocument,
    "\n    mutation AddEvaluationMeasure($evaluationId: ID!, $input: MeasureInput!) {\n      addEvaluationMeasure(evaluationId: $evaluationId, input: $input) {\n        ...MeasuresTab_measure\n      }\n    }\n  ": types.AddEvaluationMeasureDocument,
    "\n    mutation UpdateEvaluationMeasure($evaluationId: ID!, $id: ID!, $input: UpdateMeasureInput!) {\n      updateEvaluationMeasure(evaluationId: $evaluationId, id: $id, input: $input) {\n        ...MeasuresTab_measure\n      }\n    }\n  ": types.UpdateEvaluationMeasureDocument,
    "\n    mutation RemoveEvaluationMeasure($evaluationId: ID!, $id: ID!) {\n      removeEvaluationMeasure(evaluationId: $evaluationId, id: $id)\n    }\n  ": types.RemoveEvaluationMeasureDocument,
    "\n  fragment ParticipantsTab_participant on Participant {\n    id\n    type\n    amount\n    description\n  }\n": types.ParticipantsTab_ParticipantFragmentDoc,
    "\n  query EvaluationParticipants($id: ID!) {\n    evaluation(id: $id) {\n      id\n      participants {\n        ...ParticipantsTab_participant\n      }\n    }\n  }\n": types.EvaluationParticipantsDocument,
    "\n    mutation AddEvaluationParticipant($evaluationId: ID!, $input: ParticipantInput!) {\n      addEvaluationParticipant(evaluationId: $evaluationId, input: $input) {\n        ...ParticipantsTab_participant\n      }\n    }\n  ": types.AddEvaluationParticipantDocument,
    "\n    mutation UpdateEvaluationParticipant(\n      $evaluationId: ID!\n      $id: ID!\n      $input: UpdateParticipantInput!\n    ) {\n      updateEvaluationParticipant(evaluationId: $evaluationId, id: $id, input: $input) {\n        ...ParticipantsTab_participant\n      }\n    }\n  ": types.UpdateEvaluationParticipantDocument,
    "\n    mutation RemoveEvaluationParticipant($evaluationId: ID!, $id: ID!) {\n      removeEvaluationParticipant(evaluationId: $evaluationId, id: $id)\n    }\n  ": types.RemoveEvaluationParticipantDocument,
    "\n  query EvaluationPeopleTab($id: ID!) {\n    evaluation(id: $id) {\n      id\n      people {\n        id\n        userId\n        contactFunction\n        user {\n          id\n          name\n          title\n        }\n      }\n    }\n  }\n": types.EvaluationPeopleTabDocument,
    "\n  query PeopleTabUserDirectory($search: String!) {\n    userDirectory(search: $search, limit: 10) {\n      id\n      name\n      title\n      organisation\n    }\n  }\n": types.PeopleTabUserDirectoryDocument,
    "\n  mutation AddEvaluationPerson($evaluationId: ID!, $input: EvaluationPersonInput!) {\n    addEvaluationPerson(evaluationId: $evaluationId, input: $input) {\n      id\n      userId\n      contactFunction\n    }\n  }\n": types.AddEvaluationPersonDocument,
    "\n  mutation UpdateEvaluationPerson(\n    $evaluationId: ID!\n    $id: ID!\n    $input: UpdateEvaluationPersonInput!\n  ) {\n    updateEvaluationPerson(evaluationId: $evaluationId, id: $id, input: $input) {\n      id\n      contactFunction\n    }\n  }\n": types.UpdateEvaluationPersonDocument,
    "\n  mutation RemoveEvaluationPerson($evaluationId: ID!, $id: ID!) {\n    removeEvaluationPerson(evaluationId: $evaluationId, id: $id)\n  }\n": types.RemoveEvaluationPersonDocument,
    "\n  query EvaluationPosts($id: ID!) {\n    evaluation(id: $id) {\n      id\n      posts {\n        ...PostsRelation_post\n      }\n    }\n  }\n": types.EvaluationPostsDocument,
    "\n    mutation AddEvaluationPost($evaluationId: ID!, $input: PostInput!) {\n      addEvaluationPost(evaluationId: $evaluationId, input: $input) {\n        ...PostsRelation_post\n      }\n    }\n  ": types.AddEvaluationPostDocument,
    "\n    mutation UpdateEvaluationPost($evaluationId: ID!, $id: ID!, $input: UpdateEvaluationPostInput!) {\n      updateEvaluationPost(evaluationId: $evaluationId, id: $id, input: $input) {\n        ...PostsRelation_post\n      }\n    }\n  ": types.UpdateEvaluationPostDocument,
    "\n    mutation RemoveEvaluationPost($evaluationId: ID!, $id: ID!) {\n      removeEvaluationPost(evaluationId: $evaluationId, id: $id)\n    }\n  ": types.RemoveEvaluationPostDocument,
    "\n  fragment SectionsTab_applicable on Applicable {\n    id\n    type\n    content\n    isVisible\n    status\n  }\n": types.SectionsTab_ApplicableFragmentDoc,
    "\n  query EvaluationSections($id: ID!) {\n    evaluation(id: $id) {\n      id\n      applicables {\n        ...SectionsTab_applicable\n      }\n    }\n  }\n": types.EvaluationSectionsDocument,
    "\n    mutation AddEvaluationSection($evaluationId: ID!, $input: ApplicableInput!) {\n      addEvaluationApplicable(evaluationId: $evaluationId, input: $input) {\n        ...SectionsTab_applicable\n      }\n    }\n  ": types.AddEvaluationSectionDocument,
    "\n    mutation UpdateEvaluationSection($evaluationId: ID!, $id: ID!, $input: UpdateApplicableInput!) {\n      updateEvaluationApplicable(evaluationId: $evaluationId, id: $id, input: $input) {\n        ...SectionsTab_applicable\n      }\n    }\n  ": types.UpdateEvaluationSectionDocument,
    "\n    mutation RemoveEvaluationSection($evaluationId: ID!, $id: ID!) {\n      removeEvaluationApplicable(evaluationId: $evaluationId, id: $id)\n    }\n  ": types.RemoveEvaluationSectionDocument,
    "\n  fragment KeySettingsTab_setting on Setting {\n    id\n    key\n    value\n  }\n": types.KeySettingsTab_SettingFragmentDoc,
    "\n  query EvaluationKeySettings($id: ID!) {\n    evaluation(id: $id) {\n      id\n      settings {\n        ...KeySettingsTab_setting\n      }\n    }\n  }\n": types.EvaluationKeySettingsDocument,
    "\n  mutation UpdateEvaluationKeySettings($evaluationId: ID!, $values: JSON!) {\n    updateEvaluationSettings(evaluationId: $evaluationId, values: $values) {\n      ...KeySettingsTab_setting\n    }\n  }\n": types.UpdateEvaluationKeySettingsDocument,
    "\n  fragment EvaluationContent_evaluation on Evaluation {\n    description\n    descriptionShort\n    objective\n    researchQuestion\n    studyDesign\n    applicables {\n      id\n      type\n      typeId\n      content\n      isVisible\n    }\n    criteria {\n      id\n      type\n      content\n      position\n    }\n    participants {\n      id\n      type\n      amount\n      description\n    }\n    measures {\n      id\n      title\n      description\n      position\n    }\n  }\n": types.EvaluationContent_EvaluationFragmentDoc,
    "\n  fragment EvaluationFacts_evaluation on Evaluation {\n    title\n    phase\n    status\n    studyTitle\n    startsAt\n    endsAt\n    adjustedEndsAt\n    firstInclusionAt\n    lastInclusionAt\n    sponsor\n    researchAgency\n    trialRegister\n    logo {\n      id\n      url\n    }\n  }\n": types.EvaluationFacts_EvaluationFragmentDoc,
    "\n  fragment EvaluationInclusion_evaluation on Evaluation {\n    id\n    title\n    gradation {\n      id\n      title\n    }\n    inclusion {\n      target\n      includedSoFar\n      lastReportedMonth\n      projection {\n        pace\n      }\n    }\n  }\n": types.EvaluationInclusion_EvaluationFragmentDoc,
    "\n  fragment EvaluationLinksRelated_evaluation on Evaluation {\n    links {\n      id\n      title\n      url\n      position\n    }\n    posts {\n      id\n      title\n      content\n      publishAt\n    }\n    programs {\n      id\n      title\n    }\n    associations {\n      id\n      title\n    }\n    specializations {\n      id\n      title\n    }\n  }\n": types.EvaluationLinksRelated_EvaluationFragmentDoc,
    "\n  fragment EvaluationPeopleDocuments_evaluation on Evaluation {\n    people {\n      id\n      contactFunction\n      user {\n        id\n        name\n        title\n      }\n    }\n    documents {\n      id\n      type\n      title\n      file {\n        ...StoredFile_file\n      }\n    }\n  }\n": types.EvaluationPeopleDocuments_EvaluationFragmentDoc,
    "\n  query EvaluationDetail($slug: String!, $id: ID, $withId: Boolean!) {\n    bySlug: evaluation(slug: $slug) {\n      ...EvaluationDetail_evaluation\n    }\n    byId: evaluation(id: $id) @include(if: $withId) {\n      ...EvaluationDetail_evaluation\n    }\n  }\n": types.EvaluationDetailDocument,
    "\n  fragment EvaluationDetail_evaluation on Evaluation {\n    id\n    title\n    url\n    updatedAt\n    vimeoId\n    ...EvaluationFacts_evaluation\n    ...EvaluationContent_evaluation\n    ...EvaluationPeopleDocuments_evaluation\n    ...EvaluationLinksRelated_evaluation\n    ...EvaluationInclusion_evaluation\n  }\n": types.EvaluationDetail_EvaluationFragmentDoc,
    "\n  fragment EvaluationCard_evaluation on Evaluation {\n    id\n    title\n    url\n    phase\n    status\n    descriptionShort\n    startsAt\n    endsAt\n    adjustedEndsAt\n    logo {\n      id\n      url\n    }\n    specializations {\n      id\n      title\n    }\n  }\n": types.EvaluationCard_EvaluationFragmentDoc,
    "\n  fragment FacetsPanel_facets on EvaluationFacets {\n    phases {\n      value\n      count\n    }\n    statuses {\n      value\n      count\n    }\n    specializations {\n      id\n      title\n      count\n    }\n    associations {\n      id\n      title\n      count\n    }\n    programs {\n      id\n      title\n      count\n    }\n    gradations {\n      id\n      title\n      count\n    }\n  }\n": types.FacetsPanel_FacetsFragmentDoc,
    "\n  query EvaluationsList(\n    $filter: EvaluationFilter\n    $sort: [EvaluationSort!]\n    $page: Int!\n    $limit: Int!\n  ) {\n    evaluations(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n      data {\n        id\n        ...EvaluationCard_evaluation\n      }\n      pageInfo {\n        ...ListPage_pageInfo\n      }\n    }\n  }\n": types.EvaluationsListDocument,
    "\n  query EvaluationFacets($filter: EvaluationFilter) {\n    evaluationFacets(filter: $filter) {\n      ...FacetsPanel_facets\n    }\n  }\n": types.EvaluationFacetsDocument,
    "\n  query EvaluationsExport(\n    $filter: EvaluationFilter\n    $sort: [EvaluationSort!]\n    $page: Int!\n    $limit: Int!\n  ) {\n    evaluations(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n      data {\n        id\n        ...EvaluationCard_evaluation\n        associations {\n          id\n          title\n        }\n        programs {\n          id\n          title\n        }\n      }\n      pageInfo {\n        lastPage\n        total\n      }\n    }\n  }\n": types.EvaluationsExportDocument,
    "\n  fragment HomeEvaluationCard_evaluation on Evaluation {\n    id\n    title\n    url\n    startsAt\n    descriptionShort\n  }\n": types.HomeEvaluationCard_EvaluationFragmentDoc,
    "\n  fragment HomeNewsItem_post on Post {\n    id\n    title\n    publishAt\n    isPinned\n    postable {\n      type\n      id\n      title\n    }\n  }\n": types.HomeNewsItem_PostFragmentDoc,
    "\n  query HomePage($now: String!) {\n    latestEvaluations: evaluations(\n      filter: { status: [PUBLISHED] }\n      sort: [{ field: CREATED_AT, direction: DESC }, { field: ID, direction: DESC }]\n      limit: 4\n    ) {\n      data {\n        id\n        ...HomeEvaluationCard_evaluation\n      }\n    }\n    news: posts(\n      filter: { to: $now }\n      sort: [\n        { field: IS_PINNED, direction: DESC }\n        { field: PUBLISH_AT, direction: DESC }\n        { field: ID, direction: DESC }\n      ]\n      limit: 4\n    ) {\n      data {\n        id\n        ...HomeNewsItem_post\n      }\n    }\n    evaluationCount: evaluations(filter: { status: [PUBLISHED] }, limit: 1) {\n      pageInfo {\n        total\n      }\n    }\n    associationCount: associations(limit: 1) {\n      pageInfo {\n        total\n      }\n    }\n    programCount: programs(limit: 1) {\n      pageInfo {\n        total\n      }\n    }\n    trialBureauCount: trialBureaus(limit: 1) {\n      pageInfo {\n        total\n      }\n    }\n    monitorCount: evaluations(\n      filter: { status: [PUBLISHED], isVisibleAtInclusionMonitor: true }\n      limit: 1\n    ) {\n      pageInfo {\n        total\n      }\n    }\n  }\n": types.HomePageDocument,
    "\n  query HoursWeek($filter: HourFilter!) {\n    hours(filter: $filter, limit: 100, sort: [{ field: STARTS_AT }]) {\n      data {\n        id\n        startsAt\n        endsAt\n        hourType\n        description\n        projectId\n        project {\n          id\n          title\n        }\n      }\n    }\n  }\n": types.HoursWeekDocument,
    "\n  query HourProjects($filter: EvaluationFilter) {\n    evaluations(filter: $filter, limit: 100, sort: [{ field: TITLE }]) {\n      data {\n        id\n        title\n      }\n    }\n  }\n": types.HourProjectsDocument,
    "\n  mutation CreateHour($input: CreateHourInput!) {\n    createHour(input: $input) {\n      id\n    }\n  }\n": types.CreateHourDocument,
    "\n  mutation UpdateHour($id: ID!, $input: UpdateHourInput!) {\n    updateHour(id: $id, input: $input) {\n      id\n      startsAt\n      endsAt\n    }\n  }\n": types.UpdateHourDocument,
    "\n  mutation DeleteHour($id: ID!) {\n    deleteHour(id: $id)\n  }\n": types.DeleteHourDocument,
    "\n  fragment InclusionMonitorEvaluationCard on InclusionMonitorEvaluation {\n    evaluation {\n      id\n      title\n      url\n    }\n    target\n    includedSoFar\n    lastReportedMonth\n    series {\n      month\n      included\n      cumulative\n    }\n    centers {\n      center {\n        id\n        title\n        type\n      }\n      included\n    }\n    projection {\n      pace\n      endsAt\n      monthlyRate\n      projectedTotal\n    }\n  }\n": types.InclusionMonitorEvaluationCardFragmentDoc,
    "\n  query InclusionMonitor {\n    inclusionMonitor {\n      categories {\n        gradation {\n          id\n          title\n          description\n          position\n        }\n        evaluations {\n          evaluation {\n            id\n            title\n            phase\n            specializations {\n              id\n              title\n            }\n          }\n          ...InclusionMonitorEvaluationCard\n        }\n      }\n    }\n  }\n": types.InclusionMonitorDocument,
    "\n  fragment SitePage_texts on SitePage {\n    key\n    introNl\n    introEn\n    bodyNl\n    bodyEn\n  }\n": types.SitePage_TextsFragmentDoc,
    "\n  fragment SiteContact_details on SiteContent {\n    organisation\n    street\n    postcode\n    city\n    email\n    phone\n    openingHoursNl\n    openingHoursEn\n    contactIsExample\n  }\n": types.SiteContact_DetailsFragmentDoc,
    "\n  query SitePage($key: SitePageKey!) {\n    sitePage(key: $key) {\n      ...SitePage_texts\n    }\n  }\n": types.SitePageDocument,
    "\n  query SiteContact {\n    siteContent {\n      ...SiteContact_details\n    }\n  }\n": types.SiteContactDocument,
    "\n  fragment OrganisationCalendar_event on Event {\n    id\n    title\n    date\n    startsAt\n    endsAt\n    room\n    url\n    type\n    recurring\n  }\n": types.OrganisationCalendar_EventFragmentDoc,
    "\n  fragment OrganisationEditor_organisation on Organisation {\n    __typename\n    id\n    version\n    title\n    abbreviation\n    description\n    about\n    contact\n    url\n    updatedAt\n    logo {\n      id\n      url\n      name\n      mimeType\n      size\n    }\n    banner {\n      id\n      url\n      name\n      mimeType\n      size\n    }\n    specializations {\n      id\n    }\n  }\n": types.OrganisationEditor_OrganisationFragmentDoc,
    "\n  query CmsOrganisationEditor($kind: OrganisationKind!, $id: ID!) {\n    record: organisation(kind: $kind, id: $id) {\n      id\n      ...OrganisationEditor_organisation\n    }\n    specializations(limit: 100, sort: [{ field: TITLE, direction: ASC }]) {\n      data {\n        id\n        title\n      }\n    }\n  }\n": types.CmsOrganisationEditorDocument,
    "\n  mutation CmsUpdateOrganisation(\n    $kind: OrganisationKind!\n    $id: ID!\n    $input: UpdateOrganisationInput!\n    $version: Int\n  ) {\n    record: updateOrganisation(kind: $kind, id: $id, input: $input, version: $version) {\n      id\n      ...OrganisationEditor_organisation\n    }\n  }\n": types.CmsUpdateOrganisationDocument,
    "\n  mutation CmsDeleteOrganisation($kind: OrganisationKind!, $id: ID!) {\n    deleted: deleteOrganisation(kind: $kind, id: $id)\n  }\n": types.CmsDeleteOrganisationDocument,
    "\n  query CmsOrganisationsList(\n    $kind: OrganisationKind!\n    $filter: OrganisationFilter\n    $sort: [OrganisationSort!]\n    $page: Int!\n    $limit: Int!\n  ) {\n    list: organisations(kind: $kind, filter: $filter, sort: $sort, page: $page, limit: $limit) {\n      data {\n        id\n        title\n        abbreviation\n        updatedAt\n        evaluations {\n          id\n        }\n      }\n      pageInfo {\n        ...ListPage_pageInfo\n      }\n    }\n  }\n": types.CmsOrganisationsListDocument,
    "\n  mutation CmsCreateOrganisation($kind: OrganisationKind!, $title: String!) {\n    created: createOrganisation(kind: $kind, input: { title: $title }) {\n      id\n    }\n  }\n": types.CmsCreateOrganisationDocument,
    "\n  mutation CmsDeleteOrganisations($kind: OrganisationKind!, $ids: [ID!]!) {\n    deleted: deleteOrganisations(kind: $kind, ids: $ids)\n  }\n": types.CmsDeleteOrganisationsDocument,
    "\n    mutation CmsAddOrganisationDocument(\n      $kind: OrganisationKind!\n      $ownerId: ID!\n      $input: OrganisationDocumentInput!\n    ) {\n      document: addOrganisationDocument(kind: $kind, ownerId: $ownerId, input: $input) {\n        ...DocumentsRelation_document\n      }\n    }\n  ": types.CmsAddOrganisationDocumentDocument,
    "\n    mutation CmsUpdateOrganisationDocument(\n      $kind: OrganisationKind!\n      $ownerId: ID!\n      $id: ID!\n      $input: UpdateOrganisationDocumentInput!\n    ) {\n      document: updateOrganisationDocument(kind: $kind, ownerId: $ownerId, id: $id, input: $input) {\n        ...DocumentsRelation_document\n      }\n    }\n  ": types.CmsUpdateOrganisationDocumentDocument,
    "\n    mutation CmsRemoveOrganisationDocument($kind: OrganisationKind!, $ownerId: ID!, $id: ID!) {\n      removed: removeOrganisationDocument(kind: $kind, ownerId: $ownerId, id: $id)\n    }\n  ": types.CmsRemoveOrganisationDocumentDocument,
    "\n  fragment DownloadsTab_download on Event {\n    id\n    type\n    title\n    url\n    date\n    file {\n      ...StoredFile_file\n    }\n  }\n": types.DownloadsTab_DownloadFragmentDoc,
    "\n  query CmsOrganisationEvents($kind: OrganisationKind!, $id: ID!) {\n    organisation(kind: $kind, id: $id) {\n      id\n      ... on PublishingOrganisation {\n        events {\n          ...EventsRelation_event\n          ...DownloadsTab_download\n        }\n      }\n    }\n  }\n": types.CmsOrganisationEventsDocument,
    "\n    mutation AddOrganisationEvent(\n      $kind: PublishingOrganisationKind!\n      $ownerId: ID!\n      $input: EventInput!\n    ) {\n      addOrganisationEvent(kind: $kind, ownerId: $ownerId, input: $input) {\n        ...EventsRelation_event\n        ...DownloadsTab_download\n      }\n    }\n  ": types.AddOrganisationEventDocument,
    "\n    mutation UpdateOrganisationEvent(\n      $kind: PublishingOrganisationKind!\n      $ownerId: ID!\n      $id: ID!\n      $input: UpdateEventInput!\n    ) {\n      updateOrganisationEvent(kind: $kind, ownerId: $ownerId, id: $id, input: $input) {\n        ...EventsRelation_event\n        ...DownloadsTab_download\n      }\n    }\n  ": types.UpdateOrganisationEventDocument,
    "\n    mutation RemoveOrganisationEvent($kind: PublishingOrganisationKind!, $ownerId: ID!, $id: ID!) {\n      removeOrganisationEvent(kind: $kind, ownerId: $ownerId, id: $id)\n    }\n  ": types.RemoveOrganisationEventDocument,
    "\n  query CmsOrganisationPosts($kind: OrganisationKind!, $id: ID!) {\n    organisation(kind: $kind, id: $id) {\n      id\n      ... on PublishingOrganisation {\n        posts {\n          ...PostsRelation_post\n        }\n      }\n    }\n  }\n": types.CmsOrganisationPostsDocument,
    "\n    mutation AddOrganisationPost($kind: PublishingOrganisationKind!, $ownerId: ID!, $input: PostInput!) {\n      addOrganisationPost(kind: $kind, ownerId: $ownerId, input: $input) {\n        ...PostsRelation_post\n      }\n    }\n  ": types.AddOrganisationPostDocument,
    "\n    mutation UpdateOrganisationPost(\n      $kind: PublishingOrganisationKind!\n      $ownerId: ID!\n      $id: ID!\n      $input: UpdatePostInput!\n    ) {\n      updateOrganisationPost(kind: $kind, ownerId: $ownerId, id: $id, input: $input) {\n        ...PostsRelation_post\n      }\n    }\n  ": types.UpdateOrganisationPostDocument,
    "\n    mutation RemoveOrganisationPost($kind: PublishingOrganisationKind!, $ownerId: ID!, $id: ID!) {\n      removeOrganisationPost(kind: $kind, ownerId: $ownerId, id: $id)\n    }\n  ": types.RemoveOrganisationPostDocument,
    "\n  query CmsOrganisationRelations($kind: OrganisationKind!, $id: ID!) {\n    owner: organisation(kind: $kind, id: $id) {\n      id\n      documents {\n        ...DocumentsRelation_document\n      }\n      settings {\n        id\n        key\n        value\n      }\n      evaluations {\n        id\n        title\n        status\n      }\n    }\n  }\n": types.CmsOrganisationRelationsDocument,
    "\n  mutation CmsUpdateOrganisationSettings(\n    $kind: OrganisationKind!\n    $ownerId: ID!\n    $values: JSON!\n  ) {\n    settings: updateOrganisationSettings(kind: $kind, ownerId: $ownerId, values: $values) {\n      id\n      key\n      value\n    }\n  }\n": types.CmsUpdateOrganisationSettingsDocument,
    "\n  fragment OrganisationDocument_document on Document {\n    id\n    type\n    title\n    file {\n      ...StoredFile_file\n    }\n  }\n": types.OrganisationDocument_DocumentFragmentDoc,
    "\n  fragment OrganisationDownload_event on Event {\n    id\n    title\n    url\n    date\n    startsAt\n    file {\n      ...StoredFile_file\n    }\n  }\n": types.OrganisationDownload_EventFragmentDoc,
    "\n  fragment OrganisationEvaluation_evaluation on Evaluation {\n    id\n    title\n    url\n    descriptionShort\n  }\n": types.OrganisationEvaluation_EvaluationFragmentDoc,
    "\n  fragment OrganisationPost_post on Post {\n    id\n    title\n    content\n    publishAt\n    isPinned\n    image {\n      id\n      url\n    }\n  }\n": types.OrganisationPost_PostFragmentDoc,
    "\n  query OrganisationDetail($kind: OrganisationKind!, $id: ID!) {\n    organisation(kind: $kind, id: $id) {\n      __typename\n      id\n      title\n      abbreviation\n      description\n      about\n      contact\n      url\n      updatedAt\n      logo {\n        id\n        url\n      }\n      banner {\n        id\n        url\n      }\n      specializations {\n        id\n        title\n      }\n      evaluations {\n        id\n        ...OrganisationEvaluation_evaluation\n      }\n      documents {\n        id\n        ...OrganisationDocument_document\n      }\n      ... on PublishingOrganisation {\n        events {\n          id\n          ...OrganisationCalendar_event\n        }\n        posts {\n          id\n          ...OrganisationPost_post\n        }\n      }\n      ... on Program {\n        events {\n          id\n          type\n          ...OrganisationDownload_event\n        }\n      }\n    }\n  }\n": types.OrganisationDetailDocument,
    "\n  query FirstTrialBureau {\n    trialBureaus(limit: 1, sort: [{ field: ID, direction: ASC }]) {\n      data {\n        id\n      }\n    }\n  }\n": types.FirstTrialBureauDocument,
    "\n  query OrganisationsList(\n    $kind: OrganisationKind!\n    $filter: OrganisationFilter\n    $sort: [OrganisationSort!]\n    $page: Int!\n    $limit: Int!\n  ) {\n    organisations(kind: $kind, filter: $filter, sort: $sort, page: $page, limit: $limit) {\n      data {\n        id\n        title\n        abbreviation\n        description\n        logo {\n          id\n          url\n        }\n        evaluations {\n          id\n        }\n      }\n      pageInfo {\n        ...ListPage_pageInfo\n      }\n    }\n  }\n": types.OrganisationsListDocument,
    "\n  query SpecializationChoices {\n    specializations(limit: 100, sort: [{ field: TITLE, direction: ASC }]) {\n      data {\n        id\n        title\n      }\n    }\n  }\n": types.SpecializationChoicesDocument,
    "\n  query RecentlyDeleted($page: Int, $limit: Int) {\n    recentlyDeleted(page: $page, limit: $limit) {\n      data {\n        id\n        ...HistoryEntry_entry\n      }\n      pageInfo {\n        currentPage\n        lastPage\n        total\n      }\n    }\n  }\n": types.RecentlyDeletedDocument,
    "\n  fragment SearchResults_association on Association {\n    id\n    title\n    abbreviation\n    description\n  }\n": types.SearchResults_AssociationFragmentDoc,
    "\n  fragment SearchResults_program on Program {\n    id\n    title\n    abbreviation\n    description\n  }\n": types.SearchResults_ProgramFragmentDoc,
    "\n  query SearchResults(\n    $search: String!\n    $limit: Int!\n    $associationsPage: Int!\n    $programsPage: Int!\n    $evaluationsPage: Int!\n  ) {\n    associationResults: associations(\n      filter: { search: $search }\n      sort: [{ field: RELEVANCE, direction: DESC }, { field: TITLE }, { field: ID }]\n      page: $associationsPage\n      limit: $limit\n    ) {\n      data {\n        ...SearchResults_association\n      }\n      pageInfo {\n        ...ListPage_pageInfo\n      }\n    }\n    programResults: programs(\n      filter: { search: $search }\n      sort: [{ field: RELEVANCE, direction: DESC }, { field: TITLE }, { field: ID }]\n      page: $programsPage\n      limit: $limit\n    ) {\n      data {\n        ...SearchResults_program\n      }\n      pageInfo {\n        ...ListPage_pageInfo\n      }\n    }\n    evaluationResults: evaluations(\n      filter: { search: $search }\n      sort: [{ field: RELEVANCE, direction: DESC }, { field: TITLE }, { field: ID }]\n      page: $evaluationsPage\n      limit: $limit\n    ) {\n      data {\n        id\n        title\n        url\n        phase\n        descriptionShort\n      }\n      pageInfo {\n        ...ListPage_pageInfo\n      }\n    }\n  }\n": types.SearchResultsDocument,
    "\n  query SiteContentEditor {\n    siteContent {\n      ...SiteContentFields\n    }\n    sitePages {\n      ...SitePage_texts\n    }\n  }\n": types.SiteContentEditorDocument,
    "\n  fragment SiteContentFields on SiteContent {\n    ...SiteContact_details\n    privacyStatementUrl\n    privacyStatementFile {\n      id\n      url\n      name\n      mimeType\n      size\n    }\n    sponsors {\n      id\n      name\n      url\n      logo {\n        id\n        url\n        name\n        mimeType\n        size\n      }\n    }\n  }\n": types.SiteContentFieldsFragmentDoc,
    "\n  mutation UpdateSitePage($key: SitePageKey!, $input: UpdateSitePageInput!) {\n    updateSitePage(key: $key, input: $input) {\n      ...SitePage_texts\n    }\n  }\n": types.UpdateSitePageDocument,
    "\n  mutation UpdateSiteContent($input: UpdateSiteContentInput!) {\n    updateSiteContent(input: $input) {\n      ...SiteContentFields\n    }\n  }\n": types.UpdateSiteContentDocument,
    "\n  query CmsSpecializationsList(\n    $filter: SpecializationFilter\n    $sort: [SpecializationSort!]\n    $page: Int!\n    $limit: Int!\n  ) {\n    specializations(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n      data {\n        id\n        title\n        updatedAt\n      }\n      pageInfo {\n        ...ListPage_pageInfo\n      }\n    }\n  }\n": types.CmsSpecializationsListDocument,
    "\n  mutation CmsCreateSpecialization($input: CreateSpecializationInput!) {\n    createSpecialization(input: $input) {\n      id\n      title\n    }\n  }\n": types.CmsCreateSpecializationDocument,
    "\n  mutation CmsRenameSpecialization($id: ID!, $input: UpdateSpecializationInput!) {\n    updateSpecialization(id: $id, input: $input) {\n      id\n      title\n      updatedAt\n    }\n  }\n": types.CmsRenameSpecializationDocument,
    "\n  mutation CmsDeleteSpecializations($ids: [ID!]!) {\n    deleteSpecializations(ids: $ids)\n  }\n": types.CmsDeleteSpecializationsDocument,
    "\n  query CmsSpecializationUsage($ids: [ID!]!) {\n    evaluations(filter: { specializationId: $ids }, limit: 3) {\n      data {\n        id\n        title\n      }\n      pageInfo {\n        total\n      }\n    }\n    associations(filter: { specializationId: $ids }, limit: 3) {\n      data {\n        id\n        title\n      }\n      pageInfo {\n        total\n      }\n    }\n    programs(filter: { specializationId: $ids }, limit: 3) {\n      data {\n        id\n        title\n      }\n      pageInfo {\n        total\n      }\n    }\n    trialBureaus(filter: { specializationId: $ids }, limit: 3) {\n      data {\n        id\n        name\n      }\n      pageInfo {\n        total\n      }\n    }\n  }\n": types.CmsSpecializationUsageDocument,
    "\n  mutation CmsSendActivation($userId: ID!) {\n    sendActivation(userId: $userId)\n  }\n": types.CmsSendActivationDocument,
    "\n  fragment UserForm_user on User {\n    id\n    version\n    email\n    name\n    firstName\n    middleName\n    lastName\n    title\n    gender\n    phoneNumber\n    programId\n    associationId\n    isActive\n    activatedAt\n    lastLoginAt\n    role {\n      id\n      name\n    }\n    avatar {\n      ...StoredFile_file\n    }\n  }\n": types.UserForm_UserFragmentDoc,
    "\n  query CmsUserDetail($id: ID!) {\n    user(id: $id) {\n      id\n      ...UserForm_user\n    }\n    ...OrganisationChoices_query\n  }\n": types.CmsUserDetailDocument,
    "\n  query CmsUserChoices {\n    ...OrganisationChoices_query\n  }\n": types.CmsUserChoicesDocument,
    "\n  mutation CmsCreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      id\n    }\n  }\n": types.CmsCreateUserDocument,
    "\n  mutation CmsUpdateUser($id: ID!, $input: UpdateUserInput!, $version: Int) {\n    updateUser(id: $id, input: $input, version: $version) {\n      id\n      ...UserForm_user\n    }\n  }\n": types.CmsUpdateUserDocument,
    "\n  mutation CmsDeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n": types.CmsDeleteUserDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n": types.ChangePasswordDocument,
    "\n  query TwoFactorStatus {\n    twoFactor {\n      enabled\n      available\n      recoveryCodesLeft\n    }\n  }\n": types.TwoFactorStatusDocument,
    "\n  mutation BeginTwoFactorSetup {\n    beginTwoFactorSetup {\n      secret\n      qrCode\n    }\n  }\n": types.BeginTwoFactorSetupDocument,
    "\n  mutation ConfirmTwoFactorSetup($code: String!) {\n    confirmTwoFactorSetup(code: $code)\n  }\n": types.ConfirmTwoFactorSetupDocument,
    "\n  mutation DisableTwoFactor($code: String, $password: String) {\n    disableTwoFactor(code: $code, password: $password)\n  }\n": types.DisableTwoFactorDocument,
    "\n  query CmsUsersList($filter: UserFilter, $sort: [UserSort!], $page: Int!, $limit: Int!) {\n    users(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n      data {\n        id\n        ...CmsUserRow_user\n      }\n      pageInfo {\n        ...ListPage_pageInfo\n      }\n    }\n  }\n": types.CmsUsersListDocument,
    "\n  mutation CmsDeleteUsers($ids: [ID!]!) {\n    deleteUsers(ids: $ids)\n  }\n": types.CmsDeleteUsersDocument,
    "\n  fragment CmsUserRow_user on User {\n    id\n    name\n    email\n    isActive\n    role {\n      id\n      name\n    }\n    program {\n      id\n      title\n    }\n    association {\n      id\n      title\n    }\n  }\n": types.CmsUserRow_UserFragmentDoc,
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
export function graphql(source: "\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      __typename\n      ... on AuthTokens {\n        accessToken\n        refreshToken\n        expiresIn\n      }\n      ... on TwoFactorChallenge {\n        challengeToken\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      __typename\n      ... on AuthTokens {\n        accessToken\n        refreshToken\n        expiresIn\n      }\n      ... on TwoFactorChallenge {\n        challengeToken\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteSignIn($challengeToken: String!, $code: String!) {\n    completeSignIn(challengeToken: $challengeToken, code: $code) {\n      accessToken\n      refreshToken\n      expiresIn\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteSignIn($challengeToken: String!, $code: String!) {\n    completeSignIn(challengeToken: $challengeToken, code: $code) {\n      accessToken\n      refreshToken\n      expiresIn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshSession($refreshToken: String!) {\n    refresh(refreshToken: $refreshToken) {\n      accessToken\n      refreshToken\n      expiresIn\n    }\n  }\n"): (typeof documents)["\n  mutation RefreshSession($refreshToken: String!) {\n    refresh(refreshToken: $refreshToken) {\n      accessToken\n      refreshToken\n      expiresIn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    logout\n  }\n"): (typeof documents)["\n  mutation SignOut {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentUser {\n    me {\n      id\n      name\n      email\n      role {\n        name\n      }\n      avatar {\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  query CurrentUser {\n    me {\n      id\n      name\n      email\n      role {\n        name\n      }\n      avatar {\n        url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionSettings {\n    sessionSettings {\n      key\n      value\n    }\n  }\n"): (typeof documents)["\n  query SessionSettings {\n    sessionSettings {\n      key\n      value\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteFooter {\n    siteContent {\n      privacyStatementHref\n      privacyStatementFile {\n        id\n      }\n      sponsors {\n        id\n        name\n        url\n        logo {\n          id\n          url\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SiteFooter {\n    siteContent {\n      privacyStatementHref\n      privacyStatementFile {\n        id\n      }\n      sponsors {\n        id\n        name\n        url\n        logo {\n          id\n          url\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HistoryEntry_entry on HistoryEntry {\n    id\n    at\n    action\n    restorable\n    recordType\n    recordId\n    recordTitle\n    actor {\n      id\n      name\n      role\n    }\n    changes {\n      field\n      before\n      after\n      added\n      removed\n    }\n  }\n"): (typeof documents)["\n  fragment HistoryEntry_entry on HistoryEntry {\n    id\n    at\n    action\n    restorable\n    recordType\n    recordId\n    recordTitle\n    actor {\n      id\n      name\n      role\n    }\n    changes {\n      field\n      before\n      after\n      added\n      removed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecordHistory($recordType: String!, $recordId: ID!, $page: Int, $limit: Int) {\n    history(recordType: $recordType, recordId: $recordId, page: $page, limit: $limit) {\n      data {\n        id\n        ...HistoryEntry_entry\n      }\n      pageInfo {\n        currentPage\n        lastPage\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query RecordHistory($recordType: String!, $recordId: ID!, $page: Int, $limit: Int) {\n    history(recordType: $recordType, recordId: $recordId, page: $page, limit: $limit) {\n      data {\n        id\n        ...HistoryEntry_entry\n      }\n      pageInfo {\n        currentPage\n        lastPage\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreVersion($entryId: ID!, $field: String) {\n    restoreVersion(entryId: $entryId, field: $field) {\n      recordType\n      recordId\n      fields\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreVersion($entryId: ID!, $field: String) {\n    restoreVersion(entryId: $entryId, field: $field) {\n      recordType\n      recordId\n      fields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DocumentsRelation_document on Document {\n    id\n    type\n    title\n    isPublic\n    file {\n      ...StoredFile_file\n    }\n  }\n"): (typeof documents)["\n  fragment DocumentsRelation_document on Document {\n    id\n    type\n    title\n    isPublic\n    file {\n      ...StoredFile_file\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventsRelation_event on Event {\n    id\n    title\n    content\n    url\n    date\n    startsAt\n    endsAt\n    room\n    type\n    recurring\n  }\n"): (typeof documents)["\n  fragment EventsRelation_event on Event {\n    id\n    title\n    content\n    url\n    date\n    startsAt\n    endsAt\n    room\n    type\n    recurring\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LinksRelation_link on EvaluationLink {\n    id\n    title\n    url\n    position\n  }\n"): (typeof documents)["\n  fragment LinksRelation_link on EvaluationLink {\n    id\n    title\n    url\n    position\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostsRelation_post on Post {\n    id\n    title\n    content\n    publishAt\n    isPinned\n    image {\n      id\n      url\n      name\n      mimeType\n      size\n    }\n  }\n"): (typeof documents)["\n  fragment PostsRelation_post on Post {\n    id\n    title\n    content\n    publishAt\n    isPinned\n    image {\n      id\n      url\n      name\n      mimeType\n      size\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StoredFile_file on File {\n    id\n    url\n    name\n    mimeType\n    size\n  }\n"): (typeof documents)["\n  fragment StoredFile_file on File {\n    id\n    url\n    name\n    mimeType\n    size\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrganisationChoices_query on Query {\n    programs(limit: 100) {\n      data {\n        id\n        title\n      }\n    }\n    associations(limit: 100) {\n      data {\n        id\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment OrganisationChoices_query on Query {\n    programs(limit: 100) {\n      data {\n        id\n        title\n      }\n    }\n    associations(limit: 100) {\n      data {\n        id\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ListPage_pageInfo on PageInfo {\n    currentPage\n    lastPage\n    total\n  }\n"): (typeof documents)["\n  fragment ListPage_pageInfo on PageInfo {\n    currentPage\n    lastPage\n    total\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GlobalSearch($term: String!) {\n    search(term: $term) {\n      items {\n        id\n        model\n        url\n        title\n        avatar\n        subtitle\n      }\n      errors {\n        model\n      }\n    }\n  }\n"): (typeof documents)["\n  query GlobalSearch($term: String!) {\n    search(term: $term) {\n      items {\n        id\n        model\n        url\n        title\n        avatar\n        subtitle\n      }\n      errors {\n        model\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email)\n  }\n"): (typeof documents)["\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BugReportActions_bugReport on BugReport {\n    actions {\n      type\n      at\n      payload\n    }\n  }\n"): (typeof documents)["\n  fragment BugReportActions_bugReport on BugReport {\n    actions {\n      type\n      at\n      payload\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BugReportDelivery_bugReport on BugReport {\n    id\n    deliveryState\n    attempts\n    nextAttemptAt\n    lastError\n    pulseId\n  }\n"): (typeof documents)["\n  fragment BugReportDelivery_bugReport on BugReport {\n    id\n    deliveryState\n    attempts\n    nextAttemptAt\n    lastError\n    pulseId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BugReportEnvironment_bugReport on BugReport {\n    browser {\n      userAgent\n      language\n      viewportWidth\n      viewportHeight\n    }\n    localStorage\n  }\n"): (typeof documents)["\n  fragment BugReportEnvironment_bugReport on BugReport {\n    browser {\n      userAgent\n      language\n      viewportWidth\n      viewportHeight\n    }\n    localStorage\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BugReportReport_bugReport on BugReport {\n    description\n    url\n    occurredAt\n    createdAt\n    deliveredAt\n    reporter {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment BugReportReport_bugReport on BugReport {\n    description\n    url\n    occurredAt\n    createdAt\n    deliveredAt\n    reporter {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BugReportScreenshot_bugReport on BugReport {\n    screenshot {\n      id\n      url\n      name\n      mimeType\n      size\n    }\n  }\n"): (typeof documents)["\n  fragment BugReportScreenshot_bugReport on BugReport {\n    screenshot {\n      id\n      url\n      name\n      mimeType\n      size\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BugReportStack_bugReport on BugReport {\n    stackTrace {\n      message\n      filename\n      line\n      column\n      error\n    }\n  }\n"): (typeof documents)["\n  fragment BugReportStack_bugReport on BugReport {\n    stackTrace {\n      message\n      filename\n      line\n      column\n      error\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CmsBugReportDetail($id: ID!) {\n    bugReport(id: $id) {\n      id\n      title\n      ...BugReportReport_bugReport\n      ...BugReportDelivery_bugReport\n      ...BugReportScreenshot_bugReport\n      ...BugReportStack_bugReport\n      ...BugReportEnvironment_bugReport\n      ...BugReportActions_bugReport\n    }\n  }\n"): (typeof documents)["\n  query CmsBugReportDetail($id: ID!) {\n    bugReport(id: $id) {\n      id\n      title\n      ...BugReportReport_bugReport\n      ...BugReportDelivery_bugReport\n      ...BugReportScreenshot_bugReport\n      ...BugReportStack_bugReport\n      ...BugReportEnvironment_bugReport\n      ...BugReportActions_bugReport\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CmsRetryBugReportDelivery($id: ID!) {\n    retryBugReportDelivery(id: $id) {\n      id\n      ...BugReportDelivery_bugReport\n    }\n  }\n"): (typeof documents)["\n  mutation CmsRetryBugReportDelivery($id: ID!) {\n    retryBugReportDelivery(id: $id) {\n      id\n      ...BugReportDelivery_bugReport\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CmsDeleteBugReport($ids: [ID!]!) {\n    deleteBugReports(ids: $ids)\n  }\n"): (typeof documents)["\n  mutation CmsDeleteBugReport($ids: [ID!]!) {\n    deleteBugReports(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CmsBoardStatus {\n    boardStatus {\n      state\n      boardId\n      groupId\n      boardName\n      groupName\n    }\n  }\n"): (typeof documents)["\n  query CmsBoardStatus {\n    boardStatus {\n      state\n      boardId\n      groupId\n      boardName\n      groupName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CmsBugReportRow_bugReport on BugReport {\n    id\n    title\n    deliveryState\n    attempts\n    pulseId\n    createdAt\n    reporter {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment CmsBugReportRow_bugReport on BugReport {\n    id\n    title\n    deliveryState\n    attempts\n    pulseId\n    createdAt\n    reporter {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CmsBugReportsList(\n    $filter: BugReportFilter\n    $sort: [BugReportSort!]\n    $page: Int!\n    $limit: Int!\n  ) {\n    bugReports(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n      data {\n        id\n        ...CmsBugReportRow_bugReport\n      }\n      pageInfo {\n        ...ListPage_pageInfo\n      }\n    }\n  }\n"): (typeof documents)["\n  query CmsBugReportsList(\n    $filter: BugReportFilter\n    $sort: [BugReportSort!]\n    $page: Int!\n    $limit: Int!\n  ) {\n    bugReports(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n      data {\n        id\n        ...CmsBugReportRow_bugReport\n      }\n      pageInfo {\n        ...ListPage_pageInfo\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CmsDeleteBugReports($ids: [ID!]!) {\n    deleteBugReports(ids: $ids)\n  }\n"): (typeof documents)["\n  mutation CmsDeleteBugReports($ids: [ID!]!) {\n    deleteBugReports(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CenterRow_center on Center {\n    id\n    title\n    type\n    dataCount\n    evaluationCount\n    address {\n      id\n      street\n      number\n      numberAdd\n      postcode\n      city\n      countryId\n    }\n  }\n"): (typeof documents)["\n  fragment CenterRow_center on Center {\n    id\n    title\n    type\n    dataCount\n    evaluationCount\n    address {\n      id\n      street\n      number\n      numberAdd\n      postcode\n      city\n      countryId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CmsCentersList($filter: CenterFilter, $sort: [CenterSort!], $page: Int!, $limit: Int!) {\n    centers(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n      data {\n        id\n        ...CenterRow_center\n      }\n      pageInfo {\n        ...ListPage_pageInfo\n      }\n    }\n  }\n"): (typeof documents)["\n  query CmsCentersList($filter: CenterFilter, $sort: [CenterSort!], $page: Int!, $limit: Int!) {\n    centers(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n      data {\n        id\n        ...CenterRow_center\n      }\n      pageInfo {\n        ...ListPage_pageInfo\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CmsCreateCenter($input: CreateCenterInput!) {\n    createCenter(input: $input) {\n      id\n      ...CenterRow_center\n    }\n  }\n"): (typeof documents)["\n  mutation CmsCreateCenter($input: CreateCenterInput!) {\n    createCenter(input: $input) {\n      id\n      ...CenterRow_center\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CmsUpdateCenter($id: ID!, $input: UpdateCenterInput!) {\n    updateCenter(id: $id, input: $input) {\n      id\n      ...CenterRow_center\n    }\n  }\n"): (typeof documents)["\n  mutation CmsUpdateCenter($id: ID!, $input: UpdateCenterInput!) {\n    updateCenter(id: $id, input: $input) {\n      id\n      ...CenterRow_center\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CmsDeleteCenters($ids: [ID!]!) {\n    deleteCenters(ids: $ids)\n  }\n"): (typeof documents)["\n  mutation CmsDeleteCenters($ids: [ID!]!) {\n    deleteCenters(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CmsCreateCenterAddress($input: CreateAddressInput!) {\n    createAddress(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CmsCreateCenterAddress($input: CreateAddressInput!) {\n    createAddress(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CmsCenterAddressLookup($input: AddressLookupInput!) {\n    addressLookup(input: $input) {\n      street\n      city\n      postcode\n      number\n      numberAdd\n      countryId\n    }\n  }\n"): (typeof documents)["\n  query CmsCenterAddressLookup($input: AddressLookupInput!) {\n    addressLookup(input: $input) {\n      street\n      city\n      postcode\n      number\n      numberAdd\n      countryId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MergeCenter_center on Center {\n    id\n    title\n    type\n    dataCount\n    evaluationCount\n  }\n"): (typeof documents)["\n  fragment MergeCenter_center on Center {\n    id\n    title\n    type\n    dataCount\n    evaluationCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CmsMergeChosenCenters($ids: [ID!]!) {\n    centers(filter: { ids: $ids }, limit: 100) {\n      data {\n        id\n        ...MergeCenter_center\n      }\n    }\n  }\n"): (typeof documents)["\n  query CmsMergeChosenCenters($ids: [ID!]!) {\n    centers(filter: { ids: $ids }, limit: 100) {\n      data {\n        id\n        ...MergeCenter_center\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CmsMergeCenterSearch($search: String!) {\n    centers(filter: { search: $search }, limit: 20) {\n      data {\n        id\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query CmsMergeCenterSearch($search: String!) {\n    centers(filter: { search: $search }, limit: 20) {\n      data {\n        id\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CmsMergeCenters($targetId: ID!, $sourceIds: [ID!]!) {\n    mergeCenters(targetId: $targetId, sourceIds: $sourceIds) {\n      id\n      ...MergeCenter_center\n    }\n  }\n"): (typeof documents)["\n  mutation CmsMergeCenters($targetId: ID!, $sourceIds: [ID!]!) {\n    mergeCenters(targetId: $targetId, sourceIds: $sourceIds) {\n      id\n      ...MergeCenter_center\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardEvaluations($filter: EvaluationFilter, $sort: [EvaluationSort!], $limit: Int!) {\n    evaluations(filter: $filter, sort: $sort, limit: $limit) {\n      data {\n        id\n        title\n        status\n        updatedAt\n      }\n      pageInfo {\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardEvaluations($filter: EvaluationFilter, $sort: [EvaluationSort!], $limit: Int!) {\n    evaluations(filter: $filter, sort: $sort, limit: $limit) {\n      data {\n        id\n        title\n        status\n        updatedAt\n      }\n      pageInfo {\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardWeekHours($filter: HourFilter!) {\n    hours(filter: $filter, limit: 100) {\n      data {\n        id\n        startsAt\n        endsAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardWeekHours($filter: HourFilter!) {\n    hours(filter: $filter, limit: 100) {\n      data {\n        id\n        startsAt\n        endsAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InboxDirectorySearch($search: String!) {\n    userDirectory(search: $search, limit: 8) {\n      id\n      name\n      organisation\n    }\n  }\n"): (typeof documents)["\n  query InboxDirectorySearch($search: String!) {\n    userDirectory(search: $search, limit: 8) {\n      id\n      name\n      organisation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EvaluationEditor_evaluation on Evaluation {\n    id\n    version\n    title\n    slug\n    url\n    studyTitle\n    status\n    phase\n    description\n    descriptionShort\n    objective\n    researchQuestion\n    studyDesign\n    contactInfo\n    researchAgency\n    resourceAgency\n    sponsor\n    analysis\n    figure\n    edc\n    castorSlug\n    vimeoId\n    instructionVideoUrl\n    currentMedicalGuideline\n    trialRegister\n    tags\n    startsAt\n    endsAt\n    adjustedEndsAt\n    firstInclusionAt\n    lastInclusionAt\n    publishAt\n    unpublishAt\n    isVisibleAtInclusionMonitor\n    gradationId\n    logo {\n      ...StoredFile_file\n    }\n    banner {\n      ...StoredFile_file\n    }\n    programs {\n      id\n    }\n    associations {\n      id\n    }\n    specializations {\n      id\n    }\n    people {\n      id\n      userId\n    }\n  }\n"): (typeof documents)["\n  fragment EvaluationEditor_evaluation on Evaluation {\n    id\n    version\n    title\n    slug\n    url\n    studyTitle\n    status\n    phase\n    description\n    descriptionShort\n    objective\n    researchQuestion\n    studyDesign\n    contactInfo\n    researchAgency\n    resourceAgency\n    sponsor\n    analysis\n    figure\n    edc\n    castorSlug\n    vimeoId\n    instructionVideoUrl\n    currentMedicalGuideline\n    trialRegister\n    tags\n    startsAt\n    endsAt\n    adjustedEndsAt\n    firstInclusionAt\n    lastInclusionAt\n    publishAt\n    unpublishAt\n    isVisibleAtInclusionMonitor\n    gradationId\n    logo {\n      ...StoredFile_file\n    }\n    banner {\n      ...StoredFile_file\n    }\n    programs {\n      id\n    }\n    associations {\n      id\n    }\n    specializations {\n      id\n    }\n    people {\n      id\n      userId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EvaluationEditor($id: ID!) {\n    evaluation(id: $id) {\n      id\n      ...EvaluationEditor_evaluation\n    }\n    gradations(limit: 100) {\n      data {\n        id\n        title\n      }\n    }\n    ...OrganisationChoices_query\n    specializations(limit: 100) {\n      data {\n        id\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query EvaluationEditor($id: ID!) {\n    evaluation(id: $id) {\n      id\n      ...EvaluationEditor_evaluation\n    }\n    gradations(limit: 100) {\n      data {\n        id\n        title\n      }\n    }\n    ...OrganisationChoices_query\n    specializations(limit: 100) {\n      data {\n        id\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEvaluationEditor($id: ID!, $input: UpdateEvaluationInput!, $version: Int) {\n    updateEvaluation(id: $id, input: $input, version: $version) {\n      id\n      ...EvaluationEditor_evaluation\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateEvaluationEditor($id: ID!, $input: UpdateEvaluationInput!, $version: Int) {\n    updateEvaluation(id: $id, input: $input, version: $version) {\n      id\n      ...EvaluationEditor_evaluation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteEvaluationEditor($id: ID!) {\n    deleteEvaluation(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteEvaluationEditor($id: ID!) {\n    deleteEvaluation(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CmsEvaluationRow_evaluation on Evaluation {\n    id\n    title\n    status\n    publishAt\n    unpublishAt\n    phase\n    updatedAt\n    gradation {\n      id\n      title\n    }\n    programs {\n      id\n      title\n    }\n    associations {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  fragment CmsEvaluationRow_evaluation on Evaluation {\n    id\n    title\n    status\n    publishAt\n    unpublishAt\n    phase\n    updatedAt\n    gradation {\n      id\n      title\n    }\n    programs {\n      id\n      title\n    }\n    associations {\n      id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CmsEvaluationsList(\n    $filter: EvaluationFilter\n    $sort: [EvaluationSort!]\n    $page: Int!\n    $limit: Int!\n  ) {\n    evaluations(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n      data {\n        id\n        ...CmsEvaluationRow_evaluation\n      }\n      pageInfo {\n        ...ListPage_pageInfo\n      }\n    }\n  }\n"): (typeof documents)["\n  query CmsEvaluationsList(\n    $filter: EvaluationFilter\n    $sort: [EvaluationSort!]\n    $page: Int!\n    $limit: Int!\n  ) {\n    evaluations(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n      data {\n        id\n        ...CmsEvaluationRow_evaluation\n      }\n      pageInfo {\n        ...ListPage_pageInfo\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CmsCreateEvaluation($input: CreateEvaluationInput!) {\n    createEvaluation(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CmsCreateEvaluation($input: CreateEvaluationInput!) {\n    createEvaluation(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CmsDeleteEvaluations($ids: [ID!]!) {\n    deleteEvaluations(ids: $ids)\n  }\n"): (typeof documents)["\n  mutation CmsDeleteEvaluations($ids: [ID!]!) {\n    deleteEvaluations(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CriteriaTab_criterion on Criterion {\n    id\n    type\n    content\n    position\n  }\n"): (typeof documents)["\n  fragment CriteriaTab_criterion on Criterion {\n    id\n    type\n    content\n    position\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EvaluationCriteria($id: ID!) {\n    evaluation(id: $id) {\n      id\n      criteria {\n        ...CriteriaTab_criterion\n      }\n    }\n  }\n"): (typeof documents)["\n  query EvaluationCriteria($id: ID!) {\n    evaluation(id: $id) {\n      id\n      criteria {\n        ...CriteriaTab_criterion\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation AddEvaluationCriterion($evaluationId: ID!, $input: CriterionInput!) {\n      addEvaluationCriterion(evaluationId: $evaluationId, input: $input) {\n        ...CriteriaTab_criterion\n      }\n    }\n  "): (typeof documents)["\n    mutation AddEvaluationCriterion($evaluationId: ID!, $input: CriterionInput!) {\n      addEvaluationCriterion(evaluationId: $evaluationId, input: $input) {\n        ...CriteriaTab_criterion\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation UpdateEvaluationCriterion($evaluationId: ID!, $id: ID!, $input: UpdateCriterionInput!) {\n      updateEvaluationCriterion(evaluationId: $evaluationId, id: $id, input: $input) {\n        ...CriteriaTab_criterion\n      }\n    }\n  "): (typeof documents)["\n    mutation UpdateEvaluationCriterion($evaluationId: ID!, $id: ID!, $input: UpdateCriterionInput!) {\n      updateEvaluationCriterion(evaluationId: $evaluationId, id: $id, input: $input) {\n        ...CriteriaTab_criterion\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation RemoveEvaluationCriterion($evaluationId: ID!, $id: ID!) {\n      removeEvaluationCriterion(evaluationId: $evaluationId, id: $id)\n    }\n  "): (typeof documents)["\n    mutation RemoveEvaluationCriterion($evaluationId: ID!, $id: ID!) {\n      removeEvaluationCriterion(evaluationId: $evaluationId, id: $id)\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EvaluationDocuments($id: ID!) {\n    evaluation(id: $id) {\n      id\n      documents {\n        ...DocumentsRelation_document\n      }\n    }\n  }\n"): (typeof documents)["\n  query EvaluationDocuments($id: ID!) {\n    evaluation(id: $id) {\n      id\n      documents {\n        ...DocumentsRelation_document\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation AddEvaluationDocument($evaluationId: ID!, $input: EvaluationDocumentInput!) {\n      addEvaluationDocument(evaluationId: $evaluationId, input: $input) {\n        ...DocumentsRelation_document\n      }\n    }\n  "): (typeof documents)["\n    mutation AddEvaluationDocument($evaluationId: ID!, $input: EvaluationDocumentInput!) {\n      addEvaluationDocument(evaluationId: $evaluationId, input: $input) {\n        ...DocumentsRelation_document\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation UpdateEvaluationDocument(\n      $evaluationId: ID!\n      $id: ID!\n      $input: UpdateEvaluationDocumentInput!\n    ) {\n      updateEvaluationDocument(evaluationId: $evaluationId, id: $id, input: $input) {\n        ...DocumentsRelation_document\n      }\n    }\n  "): (typeof documents)["\n    mutation UpdateEvaluationDocument(\n      $evaluationId: ID!\n      $id: ID!\n      $input: UpdateEvaluationDocumentInput!\n    ) {\n      updateEvaluationDocument(evaluationId: $evaluationId, id: $id, input: $input) {\n        ...DocumentsRelation_document\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation RemoveEvaluationDocument($evaluationId: ID!, $id: ID!) {\n      removeEvaluationDocument(evaluationId: $evaluationId, id: $id)\n    }\n  "): (typeof documents)["\n    mutation RemoveEvaluationDocument($evaluationId: ID!, $id: ID!) {\n      removeEvaluationDocument(evaluationId: $evaluationId, id: $id)\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EvaluationDataTab($id: ID!) {\n    evaluation(id: $id) {\n      id\n      startsAt\n      data {\n        id\n        date\n        sampleSize\n        centerId\n        center {\n          id\n          title\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query EvaluationDataTab($id: ID!) {\n    evaluation(id: $id) {\n      id\n      startsAt\n      data {\n        id\n        date\n        sampleSize\n        centerId\n        center {\n          id\n          title\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DataTabCenters($search: String!) {\n    centers(filter: { search: $search }, limit: 20, sort: [{ field: TITLE }]) {\n      data {\n        id\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query DataTabCenters($search: String!) {\n    centers(filter: { search: $search }, limit: 20, sort: [{ field: TITLE }]) {\n      data {\n        id\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddEvaluationData($evaluationId: ID!, $input: EvaluationDataInput!) {\n    addEvaluationData(evaluationId: $evaluationId, input: $input) {\n      id\n      date\n      sampleSize\n      centerId\n    }\n  }\n"): (typeof documents)["\n  mutation AddEvaluationData($evaluationId: ID!, $input: EvaluationDataInput!) {\n    addEvaluationData(evaluationId: $evaluationId, input: $input) {\n      id\n      date\n      sampleSize\n      centerId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEvaluationData($evaluationId: ID!, $id: ID!, $input: UpdateEvaluationDataInput!) {\n    updateEvaluationData(evaluationId: $evaluationId, id: $id, input: $input) {\n      id\n      sampleSize\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateEvaluationData($evaluationId: ID!, $id: ID!, $input: UpdateEvaluationDataInput!) {\n    updateEvaluationData(evaluationId: $evaluationId, id: $id, input: $input) {\n      id\n      sampleSize\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveEvaluationData($evaluationId: ID!, $id: ID!) {\n    removeEvaluationData(evaluationId: $evaluationId, id: $id)\n  }\n"): (typeof documents)["\n  mutation RemoveEvaluationData($evaluationId: ID!, $id: ID!) {\n    removeEvaluationData(evaluationId: $evaluationId, id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EvaluationLinks($id: ID!) {\n    evaluation(id: $id) {\n      id\n      links {\n        ...LinksRelation_link\n      }\n    }\n  }\n"): (typeof documents)["\n  query EvaluationLinks($id: ID!) {\n    evaluation(id: $id) {\n      id\n      links {\n        ...LinksRelation_link\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation AddEvaluationLink($evaluationId: ID!, $input: EvaluationLinkInput!) {\n      addEvaluationLink(evaluationId: $evaluationId, input: $input) {\n        ...LinksRelation_link\n      }\n    }\n  "): (typeof documents)["\n    mutation AddEvaluationLink($evaluationId: ID!, $input: EvaluationLinkInput!) {\n      addEvaluationLink(evaluationId: $evaluationId, input: $input) {\n        ...LinksRelation_link\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation UpdateEvaluationLink(\n      $evaluationId: ID!\n      $id: ID!\n      $input: UpdateEvaluationLinkInput!\n    ) {\n      updateEvaluationLink(evaluationId: $evaluationId, id: $id, input: $input) {\n        ...LinksRelation_link\n      }\n    }\n  "): (typeof documents)["\n    mutation UpdateEvaluationLink(\n      $evaluationId: ID!\n      $id: ID!\n      $input: UpdateEvaluationLinkInput!\n    ) {\n      updateEvaluationLink(evaluationId: $evaluationId, id: $id, input: $input) {\n        ...LinksRelation_link\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation RemoveEvaluationLink($evaluationId: ID!, $id: ID!) {\n      removeEvaluationLink(evaluationId: $evaluationId, id: $id)\n    }\n  "): (typeof documents)["\n    mutation RemoveEvaluationLink($evaluationId: ID!, $id: ID!) {\n      removeEvaluationLink(evaluationId: $evaluationId, id: $id)\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MeasuresTab_measure on Measure {\n    id\n    title\n    description\n    position\n  }\n"): (typeof documents)["\n  fragment MeasuresTab_measure on Measure {\n    id\n    title\n    description\n    position\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EvaluationMeasures($id: ID!) {\n    evaluation(id: $id) {\n      id\n      measures {\n        ...MeasuresTab_measure\n      }\n    }\n  }\n"): (typeof documents)["\n  query EvaluationMeasures($id: ID!) {\n    evaluation(id: $id) {\n      id\n      measures {\n        ...MeasuresTab_measure\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation AddEvaluationMeasure($evaluationId: ID!, $input: MeasureInput!) {\n      addEvaluationMeasure(evaluationId: $evaluationId, input: $input) {\n        ...MeasuresTab_measure\n      }\n    }\n  "): (typeof documents)["\n    mutation AddEvaluationMeasure($evaluationId: ID!, $input: MeasureInput!) {\n      addEvaluationMeasure(evaluationId: $evaluationId, input: $input) {\n        ...MeasuresTab_measure\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation UpdateEvaluationMeasure($evaluationId: ID!, $id: ID!, $input: UpdateMeasureInput!) {\n      updateEvaluationMeasure(evaluationId: $evaluationId, id: $id, input: $input) {\n        ...MeasuresTab_measure\n      }\n    }\n  "): (typeof documents)["\n    mutation UpdateEvaluationMeasure($evaluationId: ID!, $id: ID!, $input: UpdateMeasureInput!) {\n      updateEvaluationMeasure(evaluationId: $evaluationId, id: $id, input: $input) {\n        ...MeasuresTab_measure\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation RemoveEvaluationMeasure($evaluationId: ID!, $id: ID!) {\n      removeEvaluationMeasure(evaluationId: $evaluationId, id: $id)\n    }\n  "): (typeof documents)["\n    mutation RemoveEvaluationMeasure($evaluationId: ID!, $id: ID!) {\n      removeEvaluationMeasure(evaluationId: $evaluationId, id: $id)\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ParticipantsTab_participant on Participant {\n    id\n    type\n    amount\n    description\n  }\n"): (typeof documents)["\n  fragment ParticipantsTab_participant on Participant {\n    id\n    type\n    amount\n    description\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EvaluationParticipants($id: ID!) {\n    evaluation(id: $id) {\n      id\n      participants {\n        ...ParticipantsTab_participant\n      }\n    }\n  }\n"): (typeof documents)["\n  query EvaluationParticipants($id: ID!) {\n    evaluation(id: $id) {\n      id\n      participants {\n        ...ParticipantsTab_participant\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation AddEvaluationParticipant($evaluationId: ID!, $input: ParticipantInput!) {\n      addEvaluationParticipant(evaluationId: $evaluationId, input: $input) {\n        ...ParticipantsTab_participant\n      }\n    }\n  "): (typeof documents)["\n    mutation AddEvaluationParticipant($evaluationId: ID!, $input: ParticipantInput!) {\n      addEvaluationParticipant(evaluationId: $evaluationId, input: $input) {\n        ...ParticipantsTab_participant\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation UpdateEvaluationParticipant(\n      $evaluationId: ID!\n      $id: ID!\n      $input: UpdateParticipantInput!\n    ) {\n      updateEvaluationParticipant(evaluationId: $evaluationId, id: $id, input: $input) {\n        ...ParticipantsTab_participant\n      }\n    }\n  "): (typeof documents)["\n    mutation UpdateEvaluationParticipant(\n      $evaluationId: ID!\n      $id: ID!\n      $input: UpdateParticipantInput!\n    ) {\n      updateEvaluationParticipant(evaluationId: $evaluationId, id: $id, input: $input) {\n        ...ParticipantsTab_participant\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation RemoveEvaluationParticipant($evaluationId: ID!, $id: ID!) {\n      removeEvaluationParticipant(evaluationId: $evaluationId, id: $id)\n    }\n  "): (typeof documents)["\n    mutation RemoveEvaluationParticipant($evaluationId: ID!, $id: ID!) {\n      removeEvaluationParticipant(evaluationId: $evaluationId, id: $id)\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EvaluationPeopleTab($id: ID!) {\n    evaluation(id: $id) {\n      id\n      people {\n        id\n        userId\n        contactFunction\n        user {\n          id\n          name\n          title\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query EvaluationPeopleTab($id: ID!) {\n    evaluation(id: $id) {\n      id\n      people {\n        id\n        userId\n        contactFunction\n        user {\n          id\n          name\n          title\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PeopleTabUserDirectory($search: String!) {\n    userDirectory(search: $search, limit: 10) {\n      id\n      name\n      title\n      organisation\n    }\n  }\n"): (typeof documents)["\n  query PeopleTabUserDirectory($search: String!) {\n    userDirectory(search: $search, limit: 10) {\n      id\n      name\n      title\n      organisation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddEvaluationPerson($evaluationId: ID!, $input: EvaluationPersonInput!) {\n    addEvaluationPerson(evaluationId: $evaluationId, input: $input) {\n      id\n      userId\n      contactFunction\n    }\n  }\n"): (typeof documents)["\n  mutation AddEvaluationPerson($evaluationId: ID!, $input: EvaluationPersonInput!) {\n    addEvaluationPerson(evaluationId: $evaluationId, input: $input) {\n      id\n      userId\n      contactFunction\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEvaluationPerson(\n    $evaluationId: ID!\n    $id: ID!\n    $input: UpdateEvaluationPersonInput!\n  ) {\n    updateEvaluationPerson(evaluationId: $evaluationId, id: $id, input: $input) {\n      id\n      contactFunction\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateEvaluationPerson(\n    $evaluationId: ID!\n    $id: ID!\n    $input: UpdateEvaluationPersonInput!\n  ) {\n    updateEvaluationPerson(evaluationId: $evaluationId, id: $id, input: $input) {\n      id\n      contactFunction\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveEvaluationPerson($evaluationId: ID!, $id: ID!) {\n    removeEvaluationPerson(evaluationId: $evaluationId, id: $id)\n  }\n"): (typeof documents)["\n  mutation RemoveEvaluationPerson($evaluationId: ID!, $id: ID!) {\n    removeEvaluationPerson(evaluationId: $evaluationId, id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EvaluationPosts($id: ID!) {\n    evaluation(id: $id) {\n      id\n      posts {\n        ...PostsRelation_post\n      }\n    }\n  }\n"): (typeof documents)["\n  query EvaluationPosts($id: ID!) {\n    evaluation(id: $id) {\n      id\n      posts {\n        ...PostsRelation_post\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation AddEvaluationPost($evaluationId: ID!, $input: PostInput!) {\n      addEvaluationPost(evaluationId: $evaluationId, input: $input) {\n        ...PostsRelation_post\n      }\n    }\n  "): (typeof documents)["\n    mutation AddEvaluationPost($evaluationId: ID!, $input: PostInput!) {\n      addEvaluationPost(evaluationId: $evaluationId, input: $input) {\n        ...PostsRelation_post\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation UpdateEvaluationPost($evaluationId: ID!, $id: ID!, $input: UpdateEvaluationPostInput!) {\n      updateEvaluationPost(evaluationId: $evaluationId, id: $id, input: $input) {\n        ...PostsRelation_post\n      }\n    }\n  "): (typeof documents)["\n    mutation UpdateEvaluationPost($evaluationId: ID!, $id: ID!, $input: UpdateEvaluationPostInput!) {\n      updateEvaluationPost(evaluationId: $evaluationId, id: $id, input: $input) {\n        ...PostsRelation_post\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation RemoveEvaluationPost($evaluationId: ID!, $id: ID!) {\n      removeEvaluationPost(evaluationId: $evaluationId, id: $id)\n    }\n  "): (typeof documents)["\n    mutation RemoveEvaluationPost($evaluationId: ID!, $id: ID!) {\n      removeEvaluationPost(evaluationId: $evaluationId, id: $id)\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SectionsTab_applicable on Applicable {\n    id\n    type\n    content\n    isVisible\n    status\n  }\n"): (typeof documents)["\n  fragment SectionsTab_applicable on Applicable {\n    id\n    type\n    content\n    isVisible\n    status\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EvaluationSections($id: ID!) {\n    evaluation(id: $id) {\n      id\n      applicables {\n        ...SectionsTab_applicable\n      }\n    }\n  }\n"): (typeof documents)["\n  query EvaluationSections($id: ID!) {\n    evaluation(id: $id) {\n      id\n      applicables {\n        ...SectionsTab_applicable\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation AddEvaluationSection($evaluationId: ID!, $input: ApplicableInput!) {\n      addEvaluationApplicable(evaluationId: $evaluationId, input: $input) {\n        ...SectionsTab_applicable\n      }\n    }\n  "): (typeof documents)["\n    mutation AddEvaluationSection($evaluationId: ID!, $input: ApplicableInput!) {\n      addEvaluationApplicable(evaluationId: $evaluationId, input: $input) {\n        ...SectionsTab_applicable\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation UpdateEvaluationSection($evaluationId: ID!, $id: ID!, $input: UpdateApplicableInput!) {\n      updateEvaluationApplicable(evaluationId: $evaluationId, id: $id, input: $input) {\n        ...SectionsTab_applicable\n      }\n    }\n  "): (typeof documents)["\n    mutation UpdateEvaluationSection($evaluationId: ID!, $id: ID!, $input: UpdateApplicableInput!) {\n      updateEvaluationApplicable(evaluationId: $evaluationId, id: $id, input: $input) {\n        ...SectionsTab_applicable\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation RemoveEvaluationSection($evaluationId: ID!, $id: ID!) {\n      removeEvaluationApplicable(evaluationId: $evaluationId, id: $id)\n    }\n  "): (typeof documents)["\n    mutation RemoveEvaluationSection($evaluationId: ID!, $id: ID!) {\n      removeEvaluationApplicable(evaluationId: $evaluationId, id: $id)\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment KeySettingsTab_setting on Setting {\n    id\n    key\n    value\n  }\n"): (typeof documents)["\n  fragment KeySettingsTab_setting on Setting {\n    id\n    key\n    value\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EvaluationKeySettings($id: ID!) {\n    evaluation(id: $id) {\n      id\n      settings {\n        ...KeySettingsTab_setting\n      }\n    }\n  }\n"): (typeof documents)["\n  query EvaluationKeySettings($id: ID!) {\n    evaluation(id: $id) {\n      id\n      settings {\n        ...KeySettingsTab_setting\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEvaluationKeySettings($evaluationId: ID!, $values: JSON!) {\n    updateEvaluationSettings(evaluationId: $evaluationId, values: $values) {\n      ...KeySettingsTab_setting\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateEvaluationKeySettings($evaluationId: ID!, $values: JSON!) {\n    updateEvaluationSettings(evaluationId: $evaluationId, values: $values) {\n      ...KeySettingsTab_setting\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EvaluationContent_evaluation on Evaluation {\n    description\n    descriptionShort\n    objective\n    researchQuestion\n    studyDesign\n    applicables {\n      id\n      type\n      typeId\n      content\n      isVisible\n    }\n    criteria {\n      id\n      type\n      content\n      position\n    }\n    participants {\n      id\n      type\n      amount\n      description\n    }\n    measures {\n      id\n      title\n      description\n      position\n    }\n  }\n"): (typeof documents)["\n  fragment EvaluationContent_evaluation on Evaluation {\n    description\n    descriptionShort\n    objective\n    researchQuestion\n    studyDesign\n    applicables {\n      id\n      type\n      typeId\n      content\n      isVisible\n    }\n    criteria {\n      id\n      type\n      content\n      position\n    }\n    participants {\n      id\n      type\n      amount\n      description\n    }\n    measures {\n      id\n      title\n      description\n      position\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EvaluationFacts_evaluation on Evaluation {\n    title\n    phase\n    status\n    studyTitle\n    startsAt\n    endsAt\n    adjustedEndsAt\n    firstInclusionAt\n    lastInclusionAt\n    sponsor\n    researchAgency\n    trialRegister\n    logo {\n      id\n      url\n    }\n  }\n"): (typeof documents)["\n  fragment EvaluationFacts_evaluation on Evaluation {\n    title\n    phase\n    status\n    studyTitle\n    startsAt\n    endsAt\n    adjustedEndsAt\n    firstInclusionAt\n    lastInclusionAt\n    sponsor\n    researchAgency\n    trialRegister\n    logo {\n      id\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EvaluationInclusion_evaluation on Evaluation {\n    id\n    title\n    gradation {\n      id\n      title\n    }\n    inclusion {\n      target\n      includedSoFar\n      lastReportedMonth\n      projection {\n        pace\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment EvaluationInclusion_evaluation on Evaluation {\n    id\n    title\n    gradation {\n      id\n      title\n    }\n    inclusion {\n      target\n      includedSoFar\n      lastReportedMonth\n      projection {\n        pace\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EvaluationLinksRelated_evaluation on Evaluation {\n    links {\n      id\n      title\n      url\n      position\n    }\n    posts {\n      id\n      title\n      content\n      publishAt\n    }\n    programs {\n      id\n      title\n    }\n    associations {\n      id\n      title\n    }\n    specializations {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  fragment EvaluationLinksRelated_evaluation on Evaluation {\n    links {\n      id\n      title\n      url\n      position\n    }\n    posts {\n      id\n      title\n      content\n      publishAt\n    }\n    programs {\n      id\n      title\n    }\n    associations {\n      id\n      title\n    }\n    specializations {\n      id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EvaluationPeopleDocuments_evaluation on Evaluation {\n    people {\n      id\n      contactFunction\n      user {\n        id\n        name\n        title\n      }\n    }\n    documents {\n      id\n      type\n      title\n      file {\n        ...StoredFile_file\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment EvaluationPeopleDocuments_evaluation on Evaluation {\n    people {\n      id\n      contactFunction\n      user {\n        id\n        name\n        title\n      }\n    }\n    documents {\n      id\n      type\n      title\n      file {\n        ...StoredFile_file\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EvaluationDetail($slug: String!, $id: ID, $withId: Boolean!) {\n    bySlug: evaluation(slug: $slug) {\n      ...EvaluationDetail_evaluation\n    }\n    byId: evaluation(id: $id) @include(if: $withId) {\n      ...EvaluationDetail_evaluation\n    }\n  }\n"): (typeof documents)["\n  query EvaluationDetail($slug: String!, $id: ID, $withId: Boolean!) {\n    bySlug: evaluation(slug: $slug) {\n      ...EvaluationDetail_evaluation\n    }\n    byId: evaluation(id: $id) @include(if: $withId) {\n      ...EvaluationDetail_evaluation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EvaluationDetail_evaluation on Evaluation {\n    id\n    title\n    url\n    updatedAt\n    vimeoId\n    ...EvaluationFacts_evaluation\n    ...EvaluationContent_evaluation\n    ...EvaluationPeopleDocuments_evaluation\n    ...EvaluationLinksRelated_evaluation\n    ...EvaluationInclusion_evaluation\n  }\n"): (typeof documents)["\n  fragment EvaluationDetail_evaluation on Evaluation {\n    id\n    title\n    url\n    updatedAt\n    vimeoId\n    ...EvaluationFacts_evaluation\n    ...EvaluationContent_evaluation\n    ...EvaluationPeopleDocuments_evaluation\n    ...EvaluationLinksRelated_evaluation\n    ...EvaluationInclusion_evaluation\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EvaluationCard_evaluation on Evaluation {\n    id\n    title\n    url\n    phase\n    status\n    descriptionShort\n    startsAt\n    endsAt\n    adjustedEndsAt\n    logo {\n      id\n      url\n    }\n    specializations {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  fragment EvaluationCard_evaluation on Evaluation {\n    id\n    title\n    url\n    phase\n    status\n    descriptionShort\n    startsAt\n    endsAt\n    adjustedEndsAt\n    logo {\n      id\n      url\n    }\n    specializations {\n      id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FacetsPanel_facets on EvaluationFacets {\n    phases {\n      value\n      count\n    }\n    statuses {\n      value\n      count\n    }\n    specializations {\n      id\n      title\n      count\n    }\n    associations {\n      id\n      title\n      count\n    }\n    programs {\n      id\n      title\n      count\n    }\n    gradations {\n      id\n      title\n      count\n    }\n  }\n"): (typeof documents)["\n  fragment FacetsPanel_facets on EvaluationFacets {\n    phases {\n      value\n      count\n    }\n    statuses {\n      value\n      count\n    }\n    specializations {\n      id\n      title\n      count\n    }\n    associations {\n      id\n      title\n      count\n    }\n    programs {\n      id\n      title\n      count\n    }\n    gradations {\n      id\n      title\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EvaluationsList(\n    $filter: EvaluationFilter\n    $sort: [EvaluationSort!]\n    $page: Int!\n    $limit: Int!\n  ) {\n    evaluations(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n      data {\n        id\n        ...EvaluationCard_evaluation\n      }\n      pageInfo {\n        ...ListPage_pageInfo\n      }\n    }\n  }\n"): (typeof documents)["\n  query EvaluationsList(\n    $filter: EvaluationFilter\n    $sort: [EvaluationSort!]\n    $page: Int!\n    $limit: Int!\n  ) {\n    evaluations(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n      data {\n        id\n        ...EvaluationCard_evaluation\n      }\n      pageInfo {\n        ...ListPage_pageInfo\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EvaluationFacets($filter: EvaluationFilter) {\n    evaluationFacets(filter: $filter) {\n      ...FacetsPanel_facets\n    }\n  }\n"): (typeof documents)["\n  query EvaluationFacets($filter: EvaluationFilter) {\n    evaluationFacets(filter: $filter) {\n      ...FacetsPanel_facets\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EvaluationsExport(\n    $filter: EvaluationFilter\n    $sort: [EvaluationSort!]\n    $page: Int!\n    $limit: Int!\n  ) {\n    evaluations(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n      data {\n        id\n        ...EvaluationCard_evaluation\n        associations {\n          id\n          title\n        }\n        programs {\n          id\n          title\n        }\n      }\n      pageInfo {\n        lastPage\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query EvaluationsExport(\n    $filter: EvaluationFilter\n    $sort: [EvaluationSort!]\n    $page: Int!\n    $limit: Int!\n  ) {\n    evaluations(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n      data {\n        id\n        ...EvaluationCard_evaluation\n        associations {\n          id\n          title\n        }\n        programs {\n          id\n          title\n        }\n      }\n      pageInfo {\n        lastPage\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HomeEvaluationCard_evaluation on Evaluation {\n    id\n    title\n    url\n    startsAt\n    descriptionShort\n  }\n"): (typeof documents)["\n  fragment HomeEvaluationCard_evaluation on Evaluation {\n    id\n    title\n    url\n    startsAt\n    descriptionShort\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HomeNewsItem_post on Post {\n    id\n    title\n    publishAt\n    isPinned\n    postable {\n      type\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  fragment HomeNewsItem_post on Post {\n    id\n    title\n    publishAt\n    isPinned\n    postable {\n      type\n      id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomePage($now: String!) {\n    latestEvaluations: evaluations(\n      filter: { status: [PUBLISHED] }\n      sort: [{ field: CREATED_AT, direction: DESC }, { field: ID, direction: DESC }]\n      limit: 4\n    ) {\n      data {\n        id\n        ...HomeEvaluationCard_evaluation\n      }\n    }\n    news: posts(\n      filter: { to: $now }\n      sort: [\n        { field: IS_PINNED, direction: DESC }\n        { field: PUBLISH_AT, direction: DESC }\n        { field: ID, direction: DESC }\n      ]\n      limit: 4\n    ) {\n      data {\n        id\n        ...HomeNewsItem_post\n      }\n    }\n    evaluationCount: evaluations(filter: { status: [PUBLISHED] }, limit: 1) {\n      pageInfo {\n        total\n      }\n    }\n    associationCount: associations(limit: 1) {\n      pageInfo {\n        total\n      }\n    }\n    programCount: programs(limit: 1) {\n      pageInfo {\n        total\n      }\n    }\n    trialBureauCount: trialBureaus(limit: 1) {\n      pageInfo {\n        total\n      }\n    }\n    monitorCount: evaluations(\n      filter: { status: [PUBLISHED], isVisibleAtInclusionMonitor: true }\n      limit: 1\n    ) {\n      pageInfo {\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomePage($now: String!) {\n    latestEvaluations: evaluations(\n      filter: { status: [PUBLISHED] }\n      sort: [{ field: CREATED_AT, direction: DESC }, { field: ID, direction: DESC }]\n      limit: 4\n    ) {\n      data {\n        id\n        ...HomeEvaluationCard_evaluation\n      }\n    }\n    news: posts(\n      filter: { to: $now }\n      sort: [\n        { field: IS_PINNED, direction: DESC }\n        { field: PUBLISH_AT, direction: DESC }\n        { field: ID, direction: DESC }\n      ]\n      limit: 4\n    ) {\n      data {\n        id\n        ...HomeNewsItem_post\n      }\n    }\n    evaluationCount: evaluations(filter: { status: [PUBLISHED] }, limit: 1) {\n      pageInfo {\n        total\n      }\n    }\n    associationCount: associations(limit: 1) {\n      pageInfo {\n        total\n      }\n    }\n    programCount: programs(limit: 1) {\n      pageInfo {\n        total\n      }\n    }\n    trialBureauCount: trialBureaus(limit: 1) {\n      pageInfo {\n        total\n      }\n    }\n    monitorCount: evaluations(\n      filter: { status: [PUBLISHED], isVisibleAtInclusionMonitor: true }\n      limit: 1\n    ) {\n      pageInfo {\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HoursWeek($filter: HourFilter!) {\n    hours(filter: $filter, limit: 100, sort: [{ field: STARTS_AT }]) {\n      data {\n        id\n        startsAt\n        endsAt\n        hourType\n        description\n        projectId\n        project {\n          id\n          title\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query HoursWeek($filter: HourFilter!) {\n    hours(filter: $filter, limit: 100, sort: [{ field: STARTS_AT }]) {\n      data {\n        id\n        startsAt\n        endsAt\n        hourType\n        description\n        projectId\n        project {\n          id\n          title\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HourProjects($filter: EvaluationFilter) {\n    evaluations(filter: $filter, limit: 100, sort: [{ field: TITLE }]) {\n      data {\n        id\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query HourProjects($filter: EvaluationFilter) {\n    evaluations(filter: $filter, limit: 100, sort: [{ field: TITLE }]) {\n      data {\n        id\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateHour($input: CreateHourInput!) {\n    createHour(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateHour($input: CreateHourInput!) {\n    createHour(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateHour($id: ID!, $input: UpdateHourInput!) {\n    updateHour(id: $id, input: $input) {\n      id\n      startsAt\n      endsAt\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateHour($id: ID!, $input: UpdateHourInput!) {\n    updateHour(id: $id, input: $input) {\n      id\n      startsAt\n      endsAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteHour($id: ID!) {\n    deleteHour(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteHour($id: ID!) {\n    deleteHour(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InclusionMonitorEvaluationCard on InclusionMonitorEvaluation {\n    evaluation {\n      id\n      title\n      url\n    }\n    target\n    includedSoFar\n    lastReportedMonth\n    series {\n      month\n      included\n      cumulative\n    }\n    centers {\n      center {\n        id\n        title\n        type\n      }\n      included\n    }\n    projection {\n      pace\n      endsAt\n      monthlyRate\n      projectedTotal\n    }\n  }\n"): (typeof documents)["\n  fragment InclusionMonitorEvaluationCard on InclusionMonitorEvaluation {\n    evaluation {\n      id\n      title\n      url\n    }\n    target\n    includedSoFar\n    lastReportedMonth\n    series {\n      month\n      included\n      cumulative\n    }\n    centers {\n      center {\n        id\n        title\n        type\n      }\n      included\n    }\n    projection {\n      pace\n      endsAt\n      monthlyRate\n      projectedTotal\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InclusionMonitor {\n    inclusionMonitor {\n      categories {\n        gradation {\n          id\n          title\n          description\n          position\n        }\n        evaluations {\n          evaluation {\n            id\n            title\n            phase\n            specializations {\n              id\n              title\n            }\n          }\n          ...InclusionMonitorEvaluationCard\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query InclusionMonitor {\n    inclusionMonitor {\n      categories {\n        gradation {\n          id\n          title\n          description\n          position\n        }\n        evaluations {\n          evaluation {\n            id\n            title\n            phase\n            specializations {\n              id\n              title\n            }\n          }\n          ...InclusionMonitorEvaluationCard\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SitePage_texts on SitePage {\n    key\n    introNl\n    introEn\n    bodyNl\n    bodyEn\n  }\n"): (typeof documents)["\n  fragment SitePage_texts on SitePage {\n    key\n    introNl\n    introEn\n    bodyNl\n    bodyEn\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SiteContact_details on SiteContent {\n    organisation\n    street\n    postcode\n    city\n    email\n    phone\n    openingHoursNl\n    openingHoursEn\n    contactIsExample\n  }\n"): (typeof documents)["\n  fragment SiteContact_details on SiteContent {\n    organisation\n    street\n    postcode\n    city\n    email\n    phone\n    openingHoursNl\n    openingHoursEn\n    contactIsExample\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SitePage($key: SitePageKey!) {\n    sitePage(key: $key) {\n      ...SitePage_texts\n    }\n  }\n"): (typeof documents)["\n  query SitePage($key: SitePageKey!) {\n    sitePage(key: $key) {\n      ...SitePage_texts\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteContact {\n    siteContent {\n      ...SiteContact_details\n    }\n  }\n"): (typeof documents)["\n  query SiteContact {\n    siteContent {\n      ...SiteContact_details\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrganisationCalendar_event on Event {\n    id\n    title\n    date\n    startsAt\n    endsAt\n    room\n    url\n    type\n    recurring\n  }\n"): (typeof documents)["\n  fragment OrganisationCalendar_event on Event {\n    id\n    title\n    date\n    startsAt\n    endsAt\n    room\n    url\n    type\n    recurring\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrganisationEditor_organisation on Organisation {\n    __typename\n    id\n    version\n    title\n    abbreviation\n    description\n    about\n    contact\n    url\n    updatedAt\n    logo {\n      id\n      url\n      name\n      mimeType\n      size\n    }\n    banner {\n      id\n      url\n      name\n      mimeType\n      size\n    }\n    specializations {\n      id\n    }\n  }\n"): (typeof documents)["\n  fragment OrganisationEditor_organisation on Organisation {\n    __typename\n    id\n    version\n    title\n    abbreviation\n    description\n    about\n    contact\n    url\n    updatedAt\n    logo {\n      id\n      url\n      name\n      mimeType\n      size\n    }\n    banner {\n      id\n      url\n      name\n      mimeType\n      size\n    }\n    specializations {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CmsOrganisationEditor($kind: OrganisationKind!, $id: ID!) {\n    record: organisation(kind: $kind, id: $id) {\n      id\n      ...OrganisationEditor_organisation\n    }\n    specializations(limit: 100, sort: [{ field: TITLE, direction: ASC }]) {\n      data {\n        id\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query CmsOrganisationEditor($kind: OrganisationKind!, $id: ID!) {\n    record: organisation(kind: $kind, id: $id) {\n      id\n      ...OrganisationEditor_organisation\n    }\n    specializations(limit: 100, sort: [{ field: TITLE, direction: ASC }]) {\n      data {\n        id\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CmsUpdateOrganisation(\n    $kind: OrganisationKind!\n    $id: ID!\n    $input: UpdateOrganisationInput!\n    $version: Int\n  ) {\n    record: updateOrganisation(kind: $kind, id: $id, input: $input, version: $version) {\n      id\n      ...OrganisationEditor_organisation\n    }\n  }\n"): (typeof documents)["\n  mutation CmsUpdateOrganisation(\n    $kind: OrganisationKind!\n    $id: ID!\n    $input: UpdateOrganisationInput!\n    $version: Int\n  ) {\n    record: updateOrganisation(kind: $kind, id: $id, input: $input, version: $version) {\n      id\n      ...OrganisationEditor_organisation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CmsDeleteOrganisation($kind: OrganisationKind!, $id: ID!) {\n    deleted: deleteOrganisation(kind: $kind, id: $id)\n  }\n"): (typeof documents)["\n  mutation CmsDeleteOrganisation($kind: OrganisationKind!, $id: ID!) {\n    deleted: deleteOrganisation(kind: $kind, id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CmsOrganisationsList(\n    $kind: OrganisationKind!\n    $filter: OrganisationFilter\n    $sort: [OrganisationSort!]\n    $page: Int!\n    $limit: Int!\n  ) {\n    list: organisations(kind: $kind, filter: $filter, sort: $sort, page: $page, limit: $limit) {\n      data {\n        id\n        title\n        abbreviation\n        updatedAt\n        evaluations {\n          id\n        }\n      }\n      pageInfo {\n        ...ListPage_pageInfo\n      }\n    }\n  }\n"): (typeof documents)["\n  query CmsOrganisationsList(\n    $kind: OrganisationKind!\n    $filter: OrganisationFilter\n    $sort: [OrganisationSort!]\n    $page: Int!\n    $limit: Int!\n  ) {\n    list: organisations(kind: $kind, filter: $filter, sort: $sort, page: $page, limit: $limit) {\n      data {\n        id\n        title\n        abbreviation\n        updatedAt\n        evaluations {\n          id\n        }\n      }\n      pageInfo {\n        ...ListPage_pageInfo\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CmsCreateOrganisation($kind: OrganisationKind!, $title: String!) {\n    created: createOrganisation(kind: $kind, input: { title: $title }) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CmsCreateOrganisation($kind: OrganisationKind!, $title: String!) {\n    created: createOrganisation(kind: $kind, input: { title: $title }) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CmsDeleteOrganisations($kind: OrganisationKind!, $ids: [ID!]!) {\n    deleted: deleteOrganisations(kind: $kind, ids: $ids)\n  }\n"): (typeof documents)["\n  mutation CmsDeleteOrganisations($kind: OrganisationKind!, $ids: [ID!]!) {\n    deleted: deleteOrganisations(kind: $kind, ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CmsAddOrganisationDocument(\n      $kind: OrganisationKind!\n      $ownerId: ID!\n      $input: OrganisationDocumentInput!\n    ) {\n      document: addOrganisationDocument(kind: $kind, ownerId: $ownerId, input: $input) {\n        ...DocumentsRelation_document\n      }\n    }\n  "): (typeof documents)["\n    mutation CmsAddOrganisationDocument(\n      $kind: OrganisationKind!\n      $ownerId: ID!\n      $input: OrganisationDocumentInput!\n    ) {\n      document: addOrganisationDocument(kind: $kind, ownerId: $ownerId, input: $input) {\n        ...DocumentsRelation_document\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CmsUpdateOrganisationDocument(\n      $kind: OrganisationKind!\n      $ownerId: ID!\n      $id: ID!\n      $input: UpdateOrganisationDocumentInput!\n    ) {\n      document: updateOrganisationDocument(kind: $kind, ownerId: $ownerId, id: $id, input: $input) {\n        ...DocumentsRelation_document\n      }\n    }\n  "): (typeof documents)["\n    mutation CmsUpdateOrganisationDocument(\n      $kind: OrganisationKind!\n      $ownerId: ID!\n      $id: ID!\n      $input: UpdateOrganisationDocumentInput!\n    ) {\n      document: updateOrganisationDocument(kind: $kind, ownerId: $ownerId, id: $id, input: $input) {\n        ...DocumentsRelation_document\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CmsRemoveOrganisationDocument($kind: OrganisationKind!, $ownerId: ID!, $id: ID!) {\n      removed: removeOrganisationDocument(kind: $kind, ownerId: $ownerId, id: $id)\n    }\n  "): (typeof documents)["\n    mutation CmsRemoveOrganisationDocument($kind: OrganisationKind!, $ownerId: ID!, $id: ID!) {\n      removed: removeOrganisationDocument(kind: $kind, ownerId: $ownerId, id: $id)\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DownloadsTab_download on Event {\n    id\n    type\n    title\n    url\n    date\n    file {\n      ...StoredFile_file\n    }\n  }\n"): (typeof documents)["\n  fragment DownloadsTab_download on Event {\n    id\n    type\n    title\n    url\n    date\n    file {\n      ...StoredFile_file\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CmsOrganisationEvents($kind: OrganisationKind!, $id: ID!) {\n    organisation(kind: $kind, id: $id) {\n      id\n      ... on PublishingOrganisation {\n        events {\n          ...EventsRelation_event\n          ...DownloadsTab_download\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CmsOrganisationEvents($kind: OrganisationKind!, $id: ID!) {\n    organisation(kind: $kind, id: $id) {\n      id\n      ... on PublishingOrganisation {\n        events {\n          ...EventsRelation_event\n          ...DownloadsTab_download\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation AddOrganisationEvent(\n      $kind: PublishingOrganisationKind!\n      $ownerId: ID!\n      $input: EventInput!\n    ) {\n      addOrganisationEvent(kind: $kind, ownerId: $ownerId, input: $input) {\n        ...EventsRelation_event\n        ...DownloadsTab_download\n      }\n    }\n  "): (typeof documents)["\n    mutation AddOrganisationEvent(\n      $kind: PublishingOrganisationKind!\n      $ownerId: ID!\n      $input: EventInput!\n    ) {\n      addOrganisationEvent(kind: $kind, ownerId: $ownerId, input: $input) {\n        ...EventsRelation_event\n        ...DownloadsTab_download\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation UpdateOrganisationEvent(\n      $kind: PublishingOrganisationKind!\n      $ownerId: ID!\n      $id: ID!\n      $input: UpdateEventInput!\n    ) {\n      updateOrganisationEvent(kind: $kind, ownerId: $ownerId, id: $id, input: $input) {\n        ...EventsRelation_event\n        ...DownloadsTab_download\n      }\n    }\n  "): (typeof documents)["\n    mutation UpdateOrganisationEvent(\n      $kind: PublishingOrganisationKind!\n      $ownerId: ID!\n      $id: ID!\n      $input: UpdateEventInput!\n    ) {\n      updateOrganisationEvent(kind: $kind, ownerId: $ownerId, id: $id, input: $input) {\n        ...EventsRelation_event\n        ...DownloadsTab_download\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation RemoveOrganisationEvent($kind: PublishingOrganisationKind!, $ownerId: ID!, $id: ID!) {\n      removeOrganisationEvent(kind: $kind, ownerId: $ownerId, id: $id)\n    }\n  "): (typeof documents)["\n    mutation RemoveOrganisationEvent($kind: PublishingOrganisationKind!, $ownerId: ID!, $id: ID!) {\n      removeOrganisationEvent(kind: $kind, ownerId: $ownerId, id: $id)\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CmsOrganisationPosts($kind: OrganisationKind!, $id: ID!) {\n    organisation(kind: $kind, id: $id) {\n      id\n      ... on PublishingOrganisation {\n        posts {\n          ...PostsRelation_post\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CmsOrganisationPosts($kind: OrganisationKind!, $id: ID!) {\n    organisation(kind: $kind, id: $id) {\n      id\n      ... on PublishingOrganisation {\n        posts {\n          ...PostsRelation_post\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation AddOrganisationPost($kind: PublishingOrganisationKind!, $ownerId: ID!, $input: PostInput!) {\n      addOrganisationPost(kind: $kind, ownerId: $ownerId, input: $input) {\n        ...PostsRelation_post\n      }\n    }\n  "): (typeof documents)["\n    mutation AddOrganisationPost($kind: PublishingOrganisationKind!, $ownerId: ID!, $input: PostInput!) {\n      addOrganisationPost(kind: $kind, ownerId: $ownerId, input: $input) {\n        ...PostsRelation_post\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation UpdateOrganisationPost(\n      $kind: PublishingOrganisationKind!\n      $ownerId: ID!\n      $id: ID!\n      $input: UpdatePostInput!\n    ) {\n      updateOrganisationPost(kind: $kind, ownerId: $ownerId, id: $id, input: $input) {\n        ...PostsRelation_post\n      }\n    }\n  "): (typeof documents)["\n    mutation UpdateOrganisationPost(\n      $kind: PublishingOrganisationKind!\n      $ownerId: ID!\n      $id: ID!\n      $input: UpdatePostInput!\n    ) {\n      updateOrganisationPost(kind: $kind, ownerId: $ownerId, id: $id, input: $input) {\n        ...PostsRelation_post\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation RemoveOrganisationPost($kind: PublishingOrganisationKind!, $ownerId: ID!, $id: ID!) {\n      removeOrganisationPost(kind: $kind, ownerId: $ownerId, id: $id)\n    }\n  "): (typeof documents)["\n    mutation RemoveOrganisationPost($kind: PublishingOrganisationKind!, $ownerId: ID!, $id: ID!) {\n      removeOrganisationPost(kind: $kind, ownerId: $ownerId, id: $id)\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CmsOrganisationRelations($kind: OrganisationKind!, $id: ID!) {\n    owner: organisation(kind: $kind, id: $id) {\n      id\n      documents {\n        ...DocumentsRelation_document\n      }\n      settings {\n        id\n        key\n        value\n      }\n      evaluations {\n        id\n        title\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  query CmsOrganisationRelations($kind: OrganisationKind!, $id: ID!) {\n    owner: organisation(kind: $kind, id: $id) {\n      id\n      documents {\n        ...DocumentsRelation_document\n      }\n      settings {\n        id\n        key\n        value\n      }\n      evaluations {\n        id\n        title\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CmsUpdateOrganisationSettings(\n    $kind: OrganisationKind!\n    $ownerId: ID!\n    $values: JSON!\n  ) {\n    settings: updateOrganisationSettings(kind: $kind, ownerId: $ownerId, values: $values) {\n      id\n      key\n      value\n    }\n  }\n"): (typeof documents)["\n  mutation CmsUpdateOrganisationSettings(\n    $kind: OrganisationKind!\n    $ownerId: ID!\n    $values: JSON!\n  ) {\n    settings: updateOrganisationSettings(kind: $kind, ownerId: $ownerId, values: $values) {\n      id\n      key\n      value\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrganisationDocument_document on Document {\n    id\n    type\n    title\n    file {\n      ...StoredFile_file\n    }\n  }\n"): (typeof documents)["\n  fragment OrganisationDocument_document on Document {\n    id\n    type\n    title\n    file {\n      ...StoredFile_file\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrganisationDownload_event on Event {\n    id\n    title\n    url\n    date\n    startsAt\n    file {\n      ...StoredFile_file\n    }\n  }\n"): (typeof documents)["\n  fragment OrganisationDownload_event on Event {\n    id\n    title\n    url\n    date\n    startsAt\n    file {\n      ...StoredFile_file\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrganisationEvaluation_evaluation on Evaluation {\n    id\n    title\n    url\n    descriptionShort\n  }\n"): (typeof documents)["\n  fragment OrganisationEvaluation_evaluation on Evaluation {\n    id\n    title\n    url\n    descriptionShort\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrganisationPost_post on Post {\n    id\n    title\n    content\n    publishAt\n    isPinned\n    image {\n      id\n      url\n    }\n  }\n"): (typeof documents)["\n  fragment OrganisationPost_post on Post {\n    id\n    title\n    content\n    publishAt\n    isPinned\n    image {\n      id\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrganisationDetail($kind: OrganisationKind!, $id: ID!) {\n    organisation(kind: $kind, id: $id) {\n      __typename\n      id\n      title\n      abbreviation\n      description\n      about\n      contact\n      url\n      updatedAt\n      logo {\n        id\n        url\n      }\n      banner {\n        id\n        url\n      }\n      specializations {\n        id\n        title\n      }\n      evaluations {\n        id\n        ...OrganisationEvaluation_evaluation\n      }\n      documents {\n        id\n        ...OrganisationDocument_document\n      }\n      ... on PublishingOrganisation {\n        events {\n          id\n          ...OrganisationCalendar_event\n        }\n        posts {\n          id\n          ...OrganisationPost_post\n        }\n      }\n      ... on Program {\n        events {\n          id\n          type\n          ...OrganisationDownload_event\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrganisationDetail($kind: OrganisationKind!, $id: ID!) {\n    organisation(kind: $kind, id: $id) {\n      __typename\n      id\n      title\n      abbreviation\n      description\n      about\n      contact\n      url\n      updatedAt\n      logo {\n        id\n        url\n      }\n      banner {\n        id\n        url\n      }\n      specializations {\n        id\n        title\n      }\n      evaluations {\n        id\n        ...OrganisationEvaluation_evaluation\n      }\n      documents {\n        id\n        ...OrganisationDocument_document\n      }\n      ... on PublishingOrganisation {\n        events {\n          id\n          ...OrganisationCalendar_event\n        }\n        posts {\n          id\n          ...OrganisationPost_post\n        }\n      }\n      ... on Program {\n        events {\n          id\n          type\n          ...OrganisationDownload_event\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FirstTrialBureau {\n    trialBureaus(limit: 1, sort: [{ field: ID, direction: ASC }]) {\n      data {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query FirstTrialBureau {\n    trialBureaus(limit: 1, sort: [{ field: ID, direction: ASC }]) {\n      data {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrganisationsList(\n    $kind: OrganisationKind!\n    $filter: OrganisationFilter\n    $sort: [OrganisationSort!]\n    $page: Int!\n    $limit: Int!\n  ) {\n    organisations(kind: $kind, filter: $filter, sort: $sort, page: $page, limit: $limit) {\n      data {\n        id\n        title\n        abbreviation\n        description\n        logo {\n          id\n          url\n        }\n        evaluations {\n          id\n        }\n      }\n      pageInfo {\n        ...ListPage_pageInfo\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrganisationsList(\n    $kind: OrganisationKind!\n    $filter: OrganisationFilter\n    $sort: [OrganisationSort!]\n    $page: Int!\n    $limit: Int!\n  ) {\n    organisations(kind: $kind, filter: $filter, sort: $sort, page: $page, limit: $limit) {\n      data {\n        id\n        title\n        abbreviation\n        description\n        logo {\n          id\n          url\n        }\n        evaluations {\n          id\n        }\n      }\n      pageInfo {\n        ...ListPage_pageInfo\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SpecializationChoices {\n    specializations(limit: 100, sort: [{ field: TITLE, direction: ASC }]) {\n      data {\n        id\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query SpecializationChoices {\n    specializations(limit: 100, sort: [{ field: TITLE, direction: ASC }]) {\n      data {\n        id\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecentlyDeleted($page: Int, $limit: Int) {\n    recentlyDeleted(page: $page, limit: $limit) {\n      data {\n        id\n        ...HistoryEntry_entry\n      }\n      pageInfo {\n        currentPage\n        lastPage\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query RecentlyDeleted($page: Int, $limit: Int) {\n    recentlyDeleted(page: $page, limit: $limit) {\n      data {\n        id\n        ...HistoryEntry_entry\n      }\n      pageInfo {\n        currentPage\n        lastPage\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SearchResults_association on Association {\n    id\n    title\n    abbreviation\n    description\n  }\n"): (typeof documents)["\n  fragment SearchResults_association on Association {\n    id\n    title\n    abbreviation\n    description\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SearchResults_program on Program {\n    id\n    title\n    abbreviation\n    description\n  }\n"): (typeof documents)["\n  fragment SearchResults_program on Program {\n    id\n    title\n    abbreviation\n    description\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchResults(\n    $search: String!\n    $limit: Int!\n    $associationsPage: Int!\n    $programsPage: Int!\n    $evaluationsPage: Int!\n  ) {\n    associationResults: associations(\n      filter: { search: $search }\n      sort: [{ field: RELEVANCE, direction: DESC }, { field: TITLE }, { field: ID }]\n      page: $associationsPage\n      limit: $limit\n    ) {\n      data {\n        ...SearchResults_association\n      }\n      pageInfo {\n        ...ListPage_pageInfo\n      }\n    }\n    programResults: programs(\n      filter: { search: $search }\n      sort: [{ field: RELEVANCE, direction: DESC }, { field: TITLE }, { field: ID }]\n      page: $programsPage\n      limit: $limit\n    ) {\n      data {\n        ...SearchResults_program\n      }\n      pageInfo {\n        ...ListPage_pageInfo\n      }\n    }\n    evaluationResults: evaluations(\n      filter: { search: $search }\n      sort: [{ field: RELEVANCE, direction: DESC }, { field: TITLE }, { field: ID }]\n      page: $evaluationsPage\n      limit: $limit\n    ) {\n      data {\n        id\n        title\n        url\n        phase\n        descriptionShort\n      }\n      pageInfo {\n        ...ListPage_pageInfo\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchResults(\n    $search: String!\n    $limit: Int!\n    $associationsPage: Int!\n    $programsPage: Int!\n    $evaluationsPage: Int!\n  ) {\n    associationResults: associations(\n      filter: { search: $search }\n      sort: [{ field: RELEVANCE, direction: DESC }, { field: TITLE }, { field: ID }]\n      page: $associationsPage\n      limit: $limit\n    ) {\n      data {\n        ...SearchResults_association\n      }\n      pageInfo {\n        ...ListPage_pageInfo\n      }\n    }\n    programResults: programs(\n      filter: { search: $search }\n      sort: [{ field: RELEVANCE, direction: DESC }, { field: TITLE }, { field: ID }]\n      page: $programsPage\n      limit: $limit\n    ) {\n      data {\n        ...SearchResults_program\n      }\n      pageInfo {\n        ...ListPage_pageInfo\n      }\n    }\n    evaluationResults: evaluations(\n      filter: { search: $search }\n      sort: [{ field: RELEVANCE, direction: DESC }, { field: TITLE }, { field: ID }]\n      page: $evaluationsPage\n      limit: $limit\n    ) {\n      data {\n        id\n        title\n        url\n        phase\n        descriptionShort\n      }\n      pageInfo {\n        ...ListPage_pageInfo\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteContentEditor {\n    siteContent {\n      ...SiteContentFields\n    }\n    sitePages {\n      ...SitePage_texts\n    }\n  }\n"): (typeof documents)["\n  query SiteContentEditor {\n    siteContent {\n      ...SiteContentFields\n    }\n    sitePages {\n      ...SitePage_texts\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SiteContentFields on SiteContent {\n    ...SiteContact_details\n    privacyStatementUrl\n    privacyStatementFile {\n      id\n      url\n      name\n      mimeType\n      size\n    }\n    sponsors {\n      id\n      name\n      url\n      logo {\n        id\n        url\n        name\n        mimeType\n        size\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment SiteContentFields on SiteContent {\n    ...SiteContact_details\n    privacyStatementUrl\n    privacyStatementFile {\n      id\n      url\n      name\n      mimeType\n      size\n    }\n    sponsors {\n      id\n      name\n      url\n      logo {\n        id\n        url\n        name\n        mimeType\n        size\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSitePage($key: SitePageKey!, $input: UpdateSitePageInput!) {\n    updateSitePage(key: $key, input: $input) {\n      ...SitePage_texts\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSitePage($key: SitePageKey!, $input: UpdateSitePageInput!) {\n    updateSitePage(key: $key, input: $input) {\n      ...SitePage_texts\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSiteContent($input: UpdateSiteContentInput!) {\n    updateSiteContent(input: $input) {\n      ...SiteContentFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSiteContent($input: UpdateSiteContentInput!) {\n    updateSiteContent(input: $input) {\n      ...SiteContentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CmsSpecializationsList(\n    $filter: SpecializationFilter\n    $sort: [SpecializationSort!]\n    $page: Int!\n    $limit: Int!\n  ) {\n    specializations(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n      data {\n        id\n        title\n        updatedAt\n      }\n      pageInfo {\n        ...ListPage_pageInfo\n      }\n    }\n  }\n"): (typeof documents)["\n  query CmsSpecializationsList(\n    $filter: SpecializationFilter\n    $sort: [SpecializationSort!]\n    $page: Int!\n    $limit: Int!\n  ) {\n    specializations(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n      data {\n        id\n        title\n        updatedAt\n      }\n      pageInfo {\n        ...ListPage_pageInfo\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CmsCreateSpecialization($input: CreateSpecializationInput!) {\n    createSpecialization(input: $input) {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  mutation CmsCreateSpecialization($input: CreateSpecializationInput!) {\n    createSpecialization(input: $input) {\n      id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CmsRenameSpecialization($id: ID!, $input: UpdateSpecializationInput!) {\n    updateSpecialization(id: $id, input: $input) {\n      id\n      title\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation CmsRenameSpecialization($id: ID!, $input: UpdateSpecializationInput!) {\n    updateSpecialization(id: $id, input: $input) {\n      id\n      title\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CmsDeleteSpecializations($ids: [ID!]!) {\n    deleteSpecializations(ids: $ids)\n  }\n"): (typeof documents)["\n  mutation CmsDeleteSpecializations($ids: [ID!]!) {\n    deleteSpecializations(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CmsSpecializationUsage($ids: [ID!]!) {\n    evaluations(filter: { specializationId: $ids }, limit: 3) {\n      data {\n        id\n        title\n      }\n      pageInfo {\n        total\n      }\n    }\n    associations(filter: { specializationId: $ids }, limit: 3) {\n      data {\n        id\n        title\n      }\n      pageInfo {\n        total\n      }\n    }\n    programs(filter: { specializationId: $ids }, limit: 3) {\n      data {\n        id\n        title\n      }\n      pageInfo {\n        total\n      }\n    }\n    trialBureaus(filter: { specializationId: $ids }, limit: 3) {\n      data {\n        id\n        name\n      }\n      pageInfo {\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query CmsSpecializationUsage($ids: [ID!]!) {\n    evaluations(filter: { specializationId: $ids }, limit: 3) {\n      data {\n        id\n        title\n      }\n      pageInfo {\n        total\n      }\n    }\n    associations(filter: { specializationId: $ids }, limit: 3) {\n      data {\n        id\n        title\n      }\n      pageInfo {\n        total\n      }\n    }\n    programs(filter: { specializationId: $ids }, limit: 3) {\n      data {\n        id\n        title\n      }\n      pageInfo {\n        total\n      }\n    }\n    trialBureaus(filter: { specializationId: $ids }, limit: 3) {\n      data {\n        id\n        name\n      }\n      pageInfo {\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CmsSendActivation($userId: ID!) {\n    sendActivation(userId: $userId)\n  }\n"): (typeof documents)["\n  mutation CmsSendActivation($userId: ID!) {\n    sendActivation(userId: $userId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserForm_user on User {\n    id\n    version\n    email\n    name\n    firstName\n    middleName\n    lastName\n    title\n    gender\n    phoneNumber\n    programId\n    associationId\n    isActive\n    activatedAt\n    lastLoginAt\n    role {\n      id\n      name\n    }\n    avatar {\n      ...StoredFile_file\n    }\n  }\n"): (typeof documents)["\n  fragment UserForm_user on User {\n    id\n    version\n    email\n    name\n    firstName\n    middleName\n    lastName\n    title\n    gender\n    phoneNumber\n    programId\n    associationId\n    isActive\n    activatedAt\n    lastLoginAt\n    role {\n      id\n      name\n    }\n    avatar {\n      ...StoredFile_file\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CmsUserDetail($id: ID!) {\n    user(id: $id) {\n      id\n      ...UserForm_user\n    }\n    ...OrganisationChoices_query\n  }\n"): (typeof documents)["\n  query CmsUserDetail($id: ID!) {\n    user(id: $id) {\n      id\n      ...UserForm_user\n    }\n    ...OrganisationChoices_query\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CmsUserChoices {\n    ...OrganisationChoices_query\n  }\n"): (typeof documents)["\n  query CmsUserChoices {\n    ...OrganisationChoices_query\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CmsCreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CmsCreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CmsUpdateUser($id: ID!, $input: UpdateUserInput!, $version: Int) {\n    updateUser(id: $id, input: $input, version: $version) {\n      id\n      ...UserForm_user\n    }\n  }\n"): (typeof documents)["\n  mutation CmsUpdateUser($id: ID!, $input: UpdateUserInput!, $version: Int) {\n    updateUser(id: $id, input: $input, version: $version) {\n      id\n      ...UserForm_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CmsDeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n"): (typeof documents)["\n  mutation CmsDeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TwoFactorStatus {\n    twoFactor {\n      enabled\n      available\n      recoveryCodesLeft\n    }\n  }\n"): (typeof documents)["\n  query TwoFactorStatus {\n    twoFactor {\n      enabled\n      available\n      recoveryCodesLeft\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BeginTwoFactorSetup {\n    beginTwoFactorSetup {\n      secret\n      qrCode\n    }\n  }\n"): (typeof documents)["\n  mutation BeginTwoFactorSetup {\n    beginTwoFactorSetup {\n      secret\n      qrCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmTwoFactorSetup($code: String!) {\n    confirmTwoFactorSetup(code: $code)\n  }\n"): (typeof documents)["\n  mutation ConfirmTwoFactorSetup($code: String!) {\n    confirmTwoFactorSetup(code: $code)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisableTwoFactor($code: String, $password: String) {\n    disableTwoFactor(code: $code, password: $password)\n  }\n"): (typeof documents)["\n  mutation DisableTwoFactor($code: String, $password: String) {\n    disableTwoFactor(code: $code, password: $password)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CmsUsersList($filter: UserFilter, $sort: [UserSort!], $page: Int!, $limit: Int!) {\n    users(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n      data {\n        id\n        ...CmsUserRow_user\n      }\n      pageInfo {\n        ...ListPage_pageInfo\n      }\n    }\n  }\n"): (typeof documents)["\n  query CmsUsersList($filter: UserFilter, $sort: [UserSort!], $page: Int!, $limit: Int!) {\n    users(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n      data {\n        id\n        ...CmsUserRow_user\n      }\n      pageInfo {\n        ...ListPage_pageInfo\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CmsDeleteUsers($ids: [ID!]!) {\n    deleteUsers(ids: $ids)\n  }\n"): (typeof documents)["\n  mutation CmsDeleteUsers($ids: [ID!]!) {\n    deleteUsers(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CmsUserRow_user on User {\n    id\n    name\n    email\n    isActive\n    role {\n      id\n      name\n    }\n    program {\n      id\n      title\n    }\n    association {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  fragment CmsUserRow_user on User {\n    id\n    name\n    email\n    isActive\n    role {\n      id\n      name\n    }\n    program {\n      id\n      title\n    }\n    association {\n      id\n      title\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;