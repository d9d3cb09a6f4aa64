import type { GraphQLResolveInfo } from 'graphql';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/** Whether an objective, research question or section applies. */
export type Applicability =
  | 'APPLICABLE'
  | 'NOT_APPLICABLE'
  | 'PENDING';

/** Evaluation section: objective 0, population 1, intervention 2, background 3. */
export type ApplicableType =
  | 'BACKGROUND'
  | 'INTERVENTION'
  | 'OBJECTIVE'
  | 'POPULATION';

/** umc (UMC), stz (STZ), general, categorical, revalidation, clinic. */
export type CenterType =
  | 'CATEGORICAL'
  | 'CLINIC'
  | 'GENERAL'
  | 'REVALIDATION'
  | 'STZ'
  | 'UMC';

/** A person's function within an evaluation. */
export type ContactFunction =
  | 'DOCTORAL_RESEARCHER'
  | 'INDEPENDENT_DOCTOR'
  | 'LEAD_RESEARCHER'
  | 'OTHER'
  | 'PROJECT_LEADER';

/** Inclusion or exclusion criterion. */
export type CriterionType =
  | 'EXCLUSION'
  | 'INCLUSION';

/** Electronic data capture system. */
export type EdcSystem =
  | 'ALEA'
  | 'CASTOR'
  | 'OPEN_CLINICA';

/** Document types of an evaluation. */
export type EvaluationDocumentType =
  | 'ABR_APPROVED_FORM'
  | 'ABR_APPROVED_PROTOCOL'
  | 'CCMO_NO_OBJECTION'
  | 'CLINICAL_TRIAL_APPROVAL'
  | 'CLINICAL_TRIAL_CRF'
  | 'CLINICAL_TRIAL_DIARY'
  | 'CLINICAL_TRIAL_ECRF'
  | 'CLINICAL_TRIAL_INFO'
  | 'CLINICAL_TRIAL_INSURANCE_CERTIFICATE'
  | 'CLINICAL_TRIAL_INSURANCE_COMPANY'
  | 'CLINICAL_TRIAL_MONITOR_PLAN'
  | 'CLINICAL_TRIAL_QUESTIONS'
  | 'CLINICAL_TRIAL_RANDOMIZATION'
  | 'CLINICAL_TRIAL_RECRUITMENT'
  | 'DRUG_ACCOUNTABILITY'
  | 'DRUG_DESTRUCTION'
  | 'EUDRACT'
  | 'GENERAL'
  | 'INVESTIGATOR_BROCHURE'
  | 'INVESTIGATOR_SITE'
  | 'LAB'
  | 'LOCAL_APPROVAL'
  | 'MONITOR_VISIT_LOG'
  | 'NOTE_TO_FILE'
  | 'OTHER'
  | 'OVERVIEW_PROTOCOL_DEVIATION'
  | 'POSITIVE_AFTER_METC_DECISION'
  | 'POSITIVE_METC_DECISION'
  | 'PRESENTATION'
  | 'PROGRESS_SAFETY_REPORT'
  | 'PROTOCOL_VIOLATION'
  | 'RECEIPT'
  | 'RESEARCH_INTENT_TEMPLATE'
  | 'SAE_FORM'
  | 'SAE_PROCEDURE'
  | 'SAFETY'
  | 'SCREENING_ENROLLMENT'
  | 'STATEMENT_EXISTING_CARE'
  | 'STUDY_DEMO'
  | 'SUMMARY_PRODUCT_CHARACTERISTIC'
  | 'TRAININGS_LOG';

/** preparation, including, continuation (data management), completed. */
export type EvaluationPhase =
  | 'COMPLETED'
  | 'CONTINUATION'
  | 'INCLUDING'
  | 'PREPARATION';

/** new (Nieuw), draft (Concept), published (Gepubliceerd), castor. */
export type EvaluationStatus =
  | 'CASTOR'
  | 'DRAFT'
  | 'NEW'
  | 'PUBLISHED';

/** How an event repeats. */
export type EventRecurrence =
  | 'DAILY'
  | 'MONTHLY'
  | 'NONE'
  | 'WEEKLY'
  | 'YEARLY';

/** Kind of event on an association or program calendar. */
export type EventType =
  | 'CONGRESS'
  | 'COURSE'
  | 'DEADLINE'
  | 'DOWNLOAD'
  | 'EVENT'
  | 'MEETING'
  | 'WEBINAR';

/** Form of address: male 'Dhr.', female 'Mw.'. */
export type Gender =
  | 'FEMALE'
  | 'MALE';

/** Status of the GraphQL facade. */
export type Health = {
  __typename?: 'Health';
  /** Always "ok" when the facade answers. */
  status: Scalars['String']['output'];
};

/** Kind of registered hours. */
export type HourType =
  | 'DATA_MANAGEMENT'
  | 'MEETING'
  | 'MONITORING'
  | 'OTHER'
  | 'RESEARCH'
  | 'TRAVEL';

/** Document types of associations, programs and trial bureaus. */
export type OrganisationDocumentType =
  | 'AGREEMENTS'
  | 'GENERAL'
  | 'NEWS'
  | 'ORGANIZATION'
  | 'POSTERS'
  | 'REPORTS'
  | 'SOPS'
  | 'TEMPLATES';

/** Study arm or cohort kind of planned participants. */
export type ParticipantType =
  | 'COHORT'
  | 'OTHER'
  | 'RCT'
  | 'RCT1'
  | 'RCT2';

/** Every read of the facade. */
export type Query = {
  __typename?: 'Query';
  /** Liveness of the facade itself; a cheap probe for integrators. */
  health: Health;
};

/** A staff role: admin (Beheerder), editor, researcher (Onderzoeker). */
export type Role =
  | 'ADMIN'
  | 'EDITOR'
  | 'RESEARCHER';

/** Academic title: dr., drs., prof. dr. */
export type UserTitle =
  | 'DR'
  | 'DRS'
  | 'PROF_DR';

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  Applicability: Applicability;
  ApplicableType: ApplicableType;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CenterType: CenterType;
  ContactFunction: ContactFunction;
  CriterionType: CriterionType;
  EdcSystem: EdcSystem;
  EvaluationDocumentType: EvaluationDocumentType;
  EvaluationPhase: EvaluationPhase;
  EvaluationStatus: EvaluationStatus;
  EventRecurrence: EventRecurrence;
  EventType: EventType;
  Gender: Gender;
  Health: ResolverTypeWrapper<Health>;
  HourType: HourType;
  OrganisationDocumentType: OrganisationDocumentType;
  ParticipantType: ParticipantType;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Role: Role;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  UserTitle: UserTitle;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Boolean: Scalars['Boolean']['output'];
  Health: Health;
  Query: Record<PropertyKey, never>;
  String: Scalars['String']['output'];
}>;

export type HealthResolvers<ContextType = any, ParentType extends ResolversParentTypes['Health'] = ResolversParentTypes['Health']> = ResolversObject<{
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = any, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  health?: Resolver<ResolversTypes['Health'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = any> = ResolversObject<{
  Health?: HealthResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
}>;

