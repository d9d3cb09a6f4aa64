import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { GraphQLContext } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A calendar day as `YYYY-MM-DD` (no time, no zone), e.g. an evaluation's start date. */
  Date: { input: string; output: string; }
  /** A moment in time as an ISO 8601 string with zone, e.g. `2025-10-01T08:30:00.000Z`. */
  DateTime: { input: string; output: string; }
  /** Any JSON value (object, array, string, number, boolean or null), e.g. a setting's value. */
  JSON: { input: unknown; output: unknown; }
};

/** A postal address. */
export type Address = {
  __typename?: 'Address';
  /** City. */
  city?: Maybe<Scalars['String']['output']>;
  /** Contact person or details. */
  contact?: Maybe<Scalars['String']['output']>;
  /** Its country. */
  country?: Maybe<Country>;
  /** Id of its country; none means the Netherlands' rules apply. */
  countryId?: Maybe<Scalars['ID']['output']>;
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** The id. */
  id: Scalars['ID']['output'];
  /** House number (digits). */
  number?: Maybe<Scalars['String']['output']>;
  /** House number addition. */
  numberAdd?: Maybe<Scalars['String']['output']>;
  /** Postcode. */
  postcode?: Maybe<Scalars['String']['output']>;
  /** Street. */
  street?: Maybe<Scalars['String']['output']>;
  /** When it was last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** The record's version (its ETag on /v1): pass it to the update as `version`, and a change someone else made meanwhile is not overwritten (CONFLICT). Asked of one record at a time, as the editor does; null where you may not read it. */
  version?: Maybe<Scalars['Int']['output']>;
};

/** Filters of the address list. */
export type AddressFilter = {
  /** This city. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** In any of these countries. */
  countryId?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Only these ids. */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** This postcode (case and spaces folded). */
  postcode?: InputMaybe<Scalars['String']['input']>;
  /** Street, city or postcode. */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** A Dutch postcode and house number to look up. */
export type AddressLookupInput = {
  /** House number (digits). */
  number: Scalars['String']['input'];
  /** House number addition. */
  numberAdd?: InputMaybe<Scalars['String']['input']>;
  /** Postcode. */
  postcode: Scalars['String']['input'];
};

/** A page of addresses. */
export type AddressPage = {
  __typename?: 'AddressPage';
  /** The items on this page. */
  data: Array<Address>;
  /** Where this page is in the whole list. */
  pageInfo: PageInfo;
};

/** One sort key of the address list; by city by default. */
export type AddressSort = {
  /** Ascending (default) or descending. */
  direction?: InputMaybe<SortDirection>;
  /** The key. */
  field: AddressSortField;
};

/** Sort keys of the address list. */
export type AddressSortField =
  /** By city. */
  | 'CITY'
  /** By creation time. */
  | 'CREATED_AT'
  /** By id. */
  | 'ID'
  /** By postcode. */
  | 'POSTCODE'
  /** By street. */
  | 'STREET'
  /** By last change. */
  | 'UPDATED_AT';

/** Street and city known for a Dutch postcode and house number. */
export type AddressSuggestion = {
  __typename?: 'AddressSuggestion';
  /** City. */
  city: Scalars['String']['output'];
  /** Country id. */
  countryId?: Maybe<Scalars['ID']['output']>;
  /** House number. */
  number: Scalars['String']['output'];
  /** House number addition. */
  numberAdd?: Maybe<Scalars['String']['output']>;
  /** Postcode. */
  postcode: Scalars['String']['output'];
  /** Street. */
  street: Scalars['String']['output'];
};

/** Whether an objective, research question or section applies. */
export type Applicability =
  | 'APPLICABLE'
  | 'NOT_APPLICABLE'
  | 'PENDING';

/** A section of an evaluation: objective, population, intervention or background. */
export type Applicable = {
  __typename?: 'Applicable';
  /** Its text (rich text); null when empty. */
  content?: Maybe<Scalars['String']['output']>;
  /** The section's id. */
  id: Scalars['ID']['output'];
  /** Whether it is shown. */
  isVisible: Scalars['Boolean']['output'];
  /** Derived: hidden is PENDING; visible with content APPLICABLE; else NOT_APPLICABLE. */
  status: Applicability;
  /** Which section it is. */
  type: ApplicableType;
  /** The section's number: objective 0, population 1, intervention 2, background 3. */
  typeId: Scalars['Int']['output'];
  /** When it was last changed. */
  updatedAt: Scalars['DateTime']['output'];
};

/** A section to add to an evaluation. */
export type ApplicableInput = {
  /** Its text (rich text); required with APPLICABLE. */
  content?: InputMaybe<Scalars['String']['input']>;
  /** Whether it is shown (derived from status when that is given). */
  isVisible?: InputMaybe<Scalars['Boolean']['input']>;
  /** The form's choice: NOT_APPLICABLE clears the content, PENDING hides the section. */
  status?: InputMaybe<Applicability>;
  /** Which section. */
  type: ApplicableType;
};

/** Evaluation section: objective 0, population 1, intervention 2, background 3. */
export type ApplicableType =
  | 'BACKGROUND'
  | 'INTERVENTION'
  | 'OBJECTIVE'
  | 'POPULATION';

/** A professional association (vereniging); publishes events and posts. */
export type Association = Organisation & PublishingOrganisation & {
  __typename?: 'Association';
  /** Abbreviation (at most 30 characters). */
  abbreviation?: Maybe<Scalars['String']['output']>;
  /** About text (rich text). */
  about?: Maybe<Scalars['String']['output']>;
  /** The banner file. */
  banner?: Maybe<File>;
  /** File id of the banner, if any. */
  bannerId?: Maybe<Scalars['ID']['output']>;
  /** Contact details (rich text). */
  contact?: Maybe<Scalars['String']['output']>;
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Description (rich text). */
  description?: Maybe<Scalars['String']['output']>;
  /** Its documents (visitors: public ones), by type and title. */
  documents: Array<Document>;
  /** Its evaluations (visitors: published ones), by title. */
  evaluations: Array<Evaluation>;
  /** Its events, in calendar order. */
  events: Array<Event>;
  /** The id. */
  id: Scalars['ID']['output'];
  /** The logo file. */
  logo?: Maybe<File>;
  /** File id of the logo, if any. */
  logoId?: Maybe<Scalars['ID']['output']>;
  /** Its posts (visitors: published ones), pinned first, newest first. */
  posts: Array<Post>;
  /** Its key/value settings. */
  settings: Array<Setting>;
  /** Its medical specializations, by title. */
  specializations: Array<Specialization>;
  /** Title. */
  title: Scalars['String']['output'];
  /** When it was last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** Website address. */
  url?: Maybe<Scalars['String']['output']>;
  /** The record's version (its ETag on /v1): pass it to the update as `version`, and a change someone else made meanwhile is not overwritten (CONFLICT). Asked of one record at a time, as the editor does; null where you may not read it. */
  version?: Maybe<Scalars['Int']['output']>;
};

/** Filters of the Association list. */
export type AssociationFilter = {
  /** Only these ids. */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Full-text search; without a sort the most relevant come first. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Linked to any of these specializations. */
  specializationId?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** A page of associations. */
export type AssociationPage = {
  __typename?: 'AssociationPage';
  /** The items on this page. */
  data: Array<Association>;
  /** Where this page is in the whole list. */
  pageInfo: PageInfo;
};

/** One sort key of the Association list; by title by default. */
export type AssociationSort = {
  /** Ascending (default) or descending. */
  direction?: InputMaybe<SortDirection>;
  /** The key. */
  field: AssociationSortField;
};

/** Sort keys of the Association list. */
export type AssociationSortField =
  /** By creation time. */
  | 'CREATED_AT'
  /** By id. */
  | 'ID'
  /** By search relevance (with a search filter). */
  | 'RELEVANCE'
  /** By title. */
  | 'TITLE'
  /** By last change. */
  | 'UPDATED_AT';

/** A token pair from login or refresh. */
export type AuthTokens = {
  __typename?: 'AuthTokens';
  /** Bearer token for every request (valid 1 hour). */
  accessToken: Scalars['String']['output'];
  /** Seconds until the access token expires. */
  expiresIn: Scalars['Int']['output'];
  /** Single-use token for `refresh` (valid 30 days). */
  refreshToken: Scalars['String']['output'];
  /** Always `Bearer`. */
  tokenType: Scalars['String']['output'];
};

/** What the gateway's check of the project board (`GET /boards/{id}.json`) found. */
export type BoardCheckState =
  /** The board does not know the configured board id (404). */
  | 'BOARD_NOT_FOUND'
  /** The first check since the gateway started has not answered yet. */
  | 'CHECKING'
  /** The board exists but the configured group is not on it. */
  | 'GROUP_NOT_FOUND'
  /** The board refused the API key (401 or 403). */
  | 'KEY_REFUSED'
  /** No board URL, board id or group id is configured: reports are kept, not delivered. */
  | 'NOT_CONFIGURED'
  /** The board answered and the configured group is on it. */
  | 'REACHABLE'
  /** No answer in time, the connection was refused, or the board failed (5xx). */
  | 'UNREACHABLE';

/**
 * Whether the configured project board can take bug reports: checked when the gateway starts and
 * again, in the background, when the last check is a minute old and someone asks.
 */
export type BoardStatus = {
  __typename?: 'BoardStatus';
  /** The configured board id; null when not configured. */
  boardId?: Maybe<Scalars['ID']['output']>;
  /** The board's name, when it answered with it. */
  boardName?: Maybe<Scalars['String']['output']>;
  /** When the last check ended; null before the first. */
  checkedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Why the board could not be reached (for UNREACHABLE). */
  detail?: Maybe<Scalars['String']['output']>;
  /** The configured group id; null when not configured. */
  groupId?: Maybe<Scalars['ID']['output']>;
  /** The group's title on the board, when it is there. */
  groupName?: Maybe<Scalars['String']['output']>;
  /** What the last check found. */
  state: BoardCheckState;
};

/** A stored bug report (admin only). */
export type BugReport = {
  __typename?: 'BugReport';
  /** The last actions of the action stream (at most 50), oldest first. */
  actions: Array<BugReportAction>;
  /** Delivery attempts made so far. */
  attempts: Scalars['Int']['output'];
  /** The browser and viewport. */
  browser: BugReportBrowser;
  /** When it was stored. */
  createdAt: Scalars['DateTime']['output'];
  /** When it was delivered; null until then. */
  deliveredAt?: Maybe<Scalars['DateTime']['output']>;
  /** Where delivery to the board stands. */
  deliveryState: BugReportDeliveryState;
  /** What the reporter did and saw. */
  description: Scalars['String']['output'];
  /** The report's id. */
  id: Scalars['ID']['output'];
  /** Why the last attempt failed; null when it did not. */
  lastError?: Maybe<Scalars['String']['output']>;
  /** The page's local storage, every token and secret redacted. */
  localStorage: Scalars['JSON']['output'];
  /** When the next attempt is due; null when delivered or not configured. */
  nextAttemptAt?: Maybe<Scalars['DateTime']['output']>;
  /** When the reporter filed it (the browser's clock). */
  occurredAt: Scalars['DateTime']['output'];
  /** The pulse the board created; null until delivered. */
  pulseId?: Maybe<Scalars['ID']['output']>;
  /** The signed-in user who filed it; null for a visitor. */
  reporter?: Maybe<User>;
  /** The screenshot of the page, when one was taken. */
  screenshot?: Maybe<File>;
  /** Uncaught errors recorded on the page, oldest first. */
  stackTrace: Array<BugReportStackEntry>;
  /** What went wrong, in a few words (the pulse name). */
  title: Scalars['String']['output'];
  /** The page the report was filed on. */
  url: Scalars['String']['output'];
};

/** One action of the client's action stream, as recorded for the report (secrets redacted). */
export type BugReportAction = {
  __typename?: 'BugReportAction';
  /** When it happened. */
  at: Scalars['DateTime']['output'];
  /** The action's other fields, secrets redacted. */
  payload?: Maybe<Scalars['JSON']['output']>;
  /** The action's type, e.g. `route/changed`. */
  type: Scalars['String']['output'];
};

/** An action of a new report. */
export type BugReportActionInput = {
  /** When it happened. */
  at: Scalars['DateTime']['input'];
  /** The action's other fields (the gateway redacts secrets again). */
  payload?: InputMaybe<Scalars['JSON']['input']>;
  /** The action's type. */
  type: Scalars['String']['input'];
};

/** The browser a report was filed from. */
export type BugReportBrowser = {
  __typename?: 'BugReportBrowser';
  /** The browser's language, e.g. `nl-NL`. */
  language?: Maybe<Scalars['String']['output']>;
  /** The browser's user-agent string. */
  userAgent: Scalars['String']['output'];
  /** Viewport height in CSS pixels. */
  viewportHeight: Scalars['Int']['output'];
  /** Viewport width in CSS pixels. */
  viewportWidth: Scalars['Int']['output'];
};

/** The browser of a new report. */
export type BugReportBrowserInput = {
  /** The browser's language. */
  language?: InputMaybe<Scalars['String']['input']>;
  /** The user-agent string. */
  userAgent: Scalars['String']['input'];
  /** Viewport height in CSS pixels. */
  viewportHeight: Scalars['Int']['input'];
  /** Viewport width in CSS pixels. */
  viewportWidth: Scalars['Int']['input'];
};

/** Where a report's delivery to the project board stands. */
export type BugReportDeliveryState =
  /** The board created the pulse (`pulseId` holds its id). */
  | 'DELIVERED'
  /** The board's id or group id is not configured, so no pulse can be made; the report is kept. */
  | 'NOT_CONFIGURED'
  /** Stored; the board has not confirmed a pulse yet (a retry is scheduled when an attempt failed). */
  | 'PENDING';

/** Filters of the bug-report list. */
export type BugReportFilter = {
  /** Any of these delivery states. */
  deliveryState?: InputMaybe<Array<BugReportDeliveryState>>;
  /** Search over title, description and url. */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** A page of bug reports. */
export type BugReportPage = {
  __typename?: 'BugReportPage';
  /** The reports on this page. */
  data: Array<BugReport>;
  /** Where this page is in the whole list. */
  pageInfo: PageInfo;
};

/** What the gateway answers when it has stored a report (it delivers to the board afterwards). */
export type BugReportReceipt = {
  __typename?: 'BugReportReceipt';
  /** PENDING (a pulse will be made) or NOT_CONFIGURED (no board or group id is set). */
  deliveryState: BugReportDeliveryState;
  /** The stored report's id. */
  id: Scalars['ID']['output'];
};

/** One sort key of the bug-report list. */
export type BugReportSort = {
  /** Ascending by default. */
  direction?: InputMaybe<SortDirection>;
  /** The key. */
  field: BugReportSortField;
};

/** Sort keys of the bug-report list. */
export type BugReportSortField =
  /** Delivery attempts. */
  | 'ATTEMPTS'
  /** When it was stored. */
  | 'CREATED_AT'
  /** The title. */
  | 'TITLE';

/** One entry of a report's stack trace: an uncaught page error or an unhandled rejection. */
export type BugReportStackEntry = {
  __typename?: 'BugReportStackEntry';
  /** Column in that line. */
  column?: Maybe<Scalars['Int']['output']>;
  /** The error itself as text (its stack when it had one). */
  error?: Maybe<Scalars['String']['output']>;
  /** The script the error came from, when the browser said. */
  filename?: Maybe<Scalars['String']['output']>;
  /** Line in that script. */
  line?: Maybe<Scalars['Int']['output']>;
  /** The error's message. */
  message: Scalars['String']['output'];
};

/** A stack-trace entry of a new report. */
export type BugReportStackEntryInput = {
  /** Column in that line. */
  column?: InputMaybe<Scalars['Int']['input']>;
  /** The error itself as text (its stack when it had one). */
  error?: InputMaybe<Scalars['String']['input']>;
  /** The script the error came from. */
  filename?: InputMaybe<Scalars['String']['input']>;
  /** Line in that script. */
  line?: InputMaybe<Scalars['Int']['input']>;
  /** The error's message. */
  message: Scalars['String']['input'];
};

/** A center (hospital or clinic) where patients are included; read by signed-in users. */
export type Center = {
  __typename?: 'Center';
  /** Its address, with its country. */
  address?: Maybe<Address>;
  /** Id of its address, if any. */
  addressId?: Maybe<Scalars['ID']['output']>;
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Number of inclusion data rows at this center. */
  dataCount: Scalars['Int']['output'];
  /** Number of evaluations with data at this center. */
  evaluationCount: Scalars['Int']['output'];
  /** The id. */
  id: Scalars['ID']['output'];
  /** Title. */
  title: Scalars['String']['output'];
  /** Kind of center. */
  type: CenterType;
  /** When it was last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** The record's version (its ETag on /v1): pass it to the update as `version`, and a change someone else made meanwhile is not overwritten (CONFLICT). Asked of one record at a time, as the editor does; null where you may not read it. */
  version?: Maybe<Scalars['Int']['output']>;
};

/** Filters of the center list. */
export type CenterFilter = {
  /** Only these ids. */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Part of the title (accents and case folded). */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Any of these kinds. */
  type?: InputMaybe<Array<CenterType>>;
};

/** A page of centers. */
export type CenterPage = {
  __typename?: 'CenterPage';
  /** The items on this page. */
  data: Array<Center>;
  /** Where this page is in the whole list. */
  pageInfo: PageInfo;
};

/** One sort key of the center list; by title by default. */
export type CenterSort = {
  /** Ascending (default) or descending. */
  direction?: InputMaybe<SortDirection>;
  /** The key. */
  field: CenterSortField;
};

/** Sort keys of the center list. */
export type CenterSortField =
  /** By creation time. */
  | 'CREATED_AT'
  /** By id. */
  | 'ID'
  /** By title. */
  | 'TITLE'
  /** By kind. */
  | 'TYPE'
  /** By last change. */
  | 'UPDATED_AT';

/** umc (UMC), stz (STC), general (Algemeen ziekenhuis), categorical (Categoraal ziekenhuis), revalidation (Revalidatie Centra), clinic (Kliniek). */
export type CenterType =
  | 'CATEGORICAL'
  | 'CLINIC'
  | 'GENERAL'
  | 'REVALIDATION'
  | 'STZ'
  | 'UMC';

/** A signed-in user's new password, with the current one. */
export type ChangePasswordInput = {
  /** The password now in use. */
  currentPassword: Scalars['String']['input'];
  /** The new password. */
  password: Scalars['String']['input'];
  /** The new password again. */
  passwordConfirmation: Scalars['String']['input'];
};

/** A person's function within an evaluation. */
export type ContactFunction =
  | 'DOCTORAL_RESEARCHER'
  | 'INDEPENDENT_DOCTOR'
  | 'LEAD_RESEARCHER'
  | 'OTHER'
  | 'PROJECT_LEADER';

/** A country. */
export type Country = {
  __typename?: 'Country';
  /** ISO 3166-1 alpha-2 code, upper case. */
  code: Scalars['String']['output'];
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** The id. */
  id: Scalars['ID']['output'];
  /** Name. */
  name: Scalars['String']['output'];
  /** When it was last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** The record's version (its ETag on /v1): pass it to the update as `version`, and a change someone else made meanwhile is not overwritten (CONFLICT). Asked of one record at a time, as the editor does; null where you may not read it. */
  version?: Maybe<Scalars['Int']['output']>;
};

/** Filters of the country list. */
export type CountryFilter = {
  /** Any of these ISO codes. */
  code?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Only these ids. */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Part of the name. */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** A page of countries. */
export type CountryPage = {
  __typename?: 'CountryPage';
  /** The items on this page. */
  data: Array<Country>;
  /** Where this page is in the whole list. */
  pageInfo: PageInfo;
};

/** One sort key of the country list; by name by default. */
export type CountrySort = {
  /** Ascending (default) or descending. */
  direction?: InputMaybe<SortDirection>;
  /** The key. */
  field: CountrySortField;
};

/** Sort keys of the country list. */
export type CountrySortField =
  /** By code. */
  | 'CODE'
  /** By creation time. */
  | 'CREATED_AT'
  /** By id. */
  | 'ID'
  /** By name. */
  | 'NAME'
  /** By last change. */
  | 'UPDATED_AT';

/** Fields of a new address. */
export type CreateAddressInput = {
  /** City. */
  city: Scalars['String']['input'];
  /** Contact person or details. */
  contact?: InputMaybe<Scalars['String']['input']>;
  /** Country id; none applies the Dutch postcode rule. */
  countryId?: InputMaybe<Scalars['ID']['input']>;
  /** House number (digits only). */
  number: Scalars['String']['input'];
  /** House number addition. */
  numberAdd?: InputMaybe<Scalars['String']['input']>;
  /** Postcode (checked against the country). */
  postcode: Scalars['String']['input'];
  /** Street. */
  street: Scalars['String']['input'];
};

/** Fields of a new Association record. */
export type CreateAssociationInput = {
  /** Abbreviation. */
  abbreviation?: InputMaybe<Scalars['String']['input']>;
  /** About text (rich text). */
  about?: InputMaybe<Scalars['String']['input']>;
  /** File id of an uploaded banner image (POST /v1/files). */
  bannerId?: InputMaybe<Scalars['ID']['input']>;
  /** Contact details (rich text). */
  contact?: InputMaybe<Scalars['String']['input']>;
  /** Description (rich text). */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Evaluations (replaces the set). */
  evaluationIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** File id of an uploaded logo image (POST /v1/files). */
  logoId?: InputMaybe<Scalars['ID']['input']>;
  /** Specializations (replaces the set). */
  specializationIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Title (at most 250 characters). */
  title: Scalars['String']['input'];
  /** Website address. */
  url?: InputMaybe<Scalars['String']['input']>;
};

/** A new bug report. */
export type CreateBugReportInput = {
  /** The last actions of the action stream (at most 50). */
  actions: Array<BugReportActionInput>;
  /** The browser and viewport. */
  browser: BugReportBrowserInput;
  /**
   * A UUID the client gives the report: sending the same report again (after an answer that was
   * lost) stores it once and answers the first receipt.
   */
  clientId?: InputMaybe<Scalars['ID']['input']>;
  /** What the reporter did and saw (required, at most 10,000 characters). */
  description: Scalars['String']['input'];
  /** The page's local storage as key to text (the gateway redacts secrets again). */
  localStorage: Scalars['JSON']['input'];
  /** When it was filed (the browser's clock). */
  occurredAt: Scalars['DateTime']['input'];
  /** A PNG or JPEG screenshot as a `data:` URL (at most 5 MB decoded). */
  screenshot?: InputMaybe<Scalars['String']['input']>;
  /** Uncaught errors recorded on the page (at most 20). */
  stackTrace: Array<BugReportStackEntryInput>;
  /** What went wrong, in a few words (required, at most 250 characters). */
  title: Scalars['String']['input'];
  /** The page it was filed on. */
  url: Scalars['String']['input'];
};

/** Fields of a new center. */
export type CreateCenterInput = {
  /** Id of its address. */
  addressId?: InputMaybe<Scalars['ID']['input']>;
  /** Title. */
  title: Scalars['String']['input'];
  /** Kind of center. */
  type: CenterType;
};

/** Fields of a new country. */
export type CreateCountryInput = {
  /** ISO 3166-1 alpha-2 code. */
  code: Scalars['String']['input'];
  /** Name. */
  name: Scalars['String']['input'];
};

/** Fields of a new evaluation; only the title is required. */
export type CreateEvaluationInput = {
  /** Adjusted end day. */
  adjustedEndsAt?: InputMaybe<Scalars['Date']['input']>;
  /** Analysis (rich text). */
  analysis?: InputMaybe<Scalars['String']['input']>;
  /** Associations to link (replaces the set). */
  associationIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** File id of an uploaded banner (POST /v1/files). */
  bannerId?: InputMaybe<Scalars['ID']['input']>;
  /** Castor study slug. */
  castorSlug?: InputMaybe<Scalars['String']['input']>;
  /** Contact information (rich text). */
  contactInfo?: InputMaybe<Scalars['String']['input']>;
  /** Current medical guideline (rich text). */
  currentMedicalGuideline?: InputMaybe<Scalars['String']['input']>;
  /** Description (rich text, sanitized). */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Short description (plain text). */
  descriptionShort?: InputMaybe<Scalars['String']['input']>;
  /** EDC system. */
  edc?: InputMaybe<EdcSystem>;
  /** Planned end day. */
  endsAt?: InputMaybe<Scalars['Date']['input']>;
  /** Figure reference. */
  figure?: InputMaybe<Scalars['String']['input']>;
  /** First inclusion day. */
  firstInclusionAt?: InputMaybe<Scalars['Date']['input']>;
  /** Gradation id. */
  gradationId?: InputMaybe<Scalars['ID']['input']>;
  /** Instruction video address. */
  instructionVideoUrl?: InputMaybe<Scalars['String']['input']>;
  /** Show on the inclusion monitor; false by default. */
  isVisibleAtInclusionMonitor?: InputMaybe<Scalars['Boolean']['input']>;
  /** Last inclusion day. */
  lastInclusionAt?: InputMaybe<Scalars['Date']['input']>;
  /** File id of an uploaded logo (POST /v1/files). */
  logoId?: InputMaybe<Scalars['ID']['input']>;
  /** Whether the objective applies. */
  objective?: InputMaybe<Applicability>;
  /** Research phase; PREPARATION by default. */
  phase?: InputMaybe<EvaluationPhase>;
  /** Programs to link (replaces the set). */
  programIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** A moment for the scheduler to publish it (within a minute of it; null: none). Recorded in the history on your behalf. */
  publishAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** Research agency. */
  researchAgency?: InputMaybe<Scalars['String']['input']>;
  /** Whether the research question applies. */
  researchQuestion?: InputMaybe<Applicability>;
  /** Resource agency. */
  resourceAgency?: InputMaybe<Scalars['String']['input']>;
  /** URL slug (lower case words joined by dashes); derived from the title when left out. */
  slug?: InputMaybe<Scalars['String']['input']>;
  /** Specializations to link (replaces the set). */
  specializationIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Sponsor. */
  sponsor?: InputMaybe<Scalars['String']['input']>;
  /** Planned start day. */
  startsAt?: InputMaybe<Scalars['Date']['input']>;
  /** Workflow status; NEW by default. */
  status?: InputMaybe<EvaluationStatus>;
  /** Study design (rich text). */
  studyDesign?: InputMaybe<Scalars['String']['input']>;
  /** Official study title. */
  studyTitle?: InputMaybe<Scalars['String']['input']>;
  /** Free tags (at most 30). */
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Public title (at most 300 characters). */
  title: Scalars['String']['input'];
  /** Trial register reference. */
  trialRegister?: InputMaybe<Scalars['String']['input']>;
  /** A moment for the scheduler to put it back to draft, after `publishAt` (null: none). */
  unpublishAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** Vimeo id (digits). */
  vimeoId?: InputMaybe<Scalars['String']['input']>;
};

/** A new event with its owner (/v1/events). */
export type CreateEventInput = {
  /** Content (rich text). */
  content?: InputMaybe<Scalars['String']['input']>;
  /** The day. */
  date?: InputMaybe<Scalars['Date']['input']>;
  /** End time. */
  endsAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** The owner's id. */
  eventableId: Scalars['ID']['input'];
  /** Kind of owner. */
  eventableType: EventableType;
  /** File id of an uploaded file (a DOWNLOAD needs a url or a file). */
  fileId?: InputMaybe<Scalars['ID']['input']>;
  /** How it repeats; NONE by default. */
  recurring?: InputMaybe<EventRecurrence>;
  /** Room or place. */
  room?: InputMaybe<Scalars['String']['input']>;
  /** Start time. */
  startsAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** Title. */
  title: Scalars['String']['input'];
  /** Kind of event; EVENT by default. */
  type?: InputMaybe<EventType>;
  /** Website address. */
  url?: InputMaybe<Scalars['String']['input']>;
};

/** Fields of a new gradation. */
export type CreateGradationInput = {
  /** Description for the legend. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Order on the monitor (1-100, unique). */
  position: Scalars['Int']['input'];
  /** Title. */
  title: Scalars['String']['input'];
};

/** Fields of a new hour. */
export type CreateHourInput = {
  /** Notes. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Who worked; the caller when left out (only admin books for others). */
  employeeId?: InputMaybe<Scalars['ID']['input']>;
  /** End (after the start). */
  endsAt: Scalars['DateTime']['input'];
  /** Kind of work; RESEARCH by default. */
  hourType?: InputMaybe<HourType>;
  /** Evaluation worked on. */
  projectId?: InputMaybe<Scalars['ID']['input']>;
  /** Start. */
  startsAt: Scalars['DateTime']['input'];
};

/** A row of /v1/data: a month of inclusions at a center (date, or year and month). */
export type CreateInclusionDataInput = {
  /** The center. */
  centerId: Scalars['ID']['input'];
  /** First day of the month. */
  date?: InputMaybe<Scalars['Date']['input']>;
  /** The evaluation. */
  evaluationId: Scalars['ID']['input'];
  /** Month 1-12, with year, instead of date. */
  month?: InputMaybe<Scalars['Int']['input']>;
  /** Patients included. */
  sampleSize: Scalars['Int']['input'];
  /** Year, with month, instead of date. */
  year?: InputMaybe<Scalars['Int']['input']>;
};

/** Fields of a new organisation of any kind. */
export type CreateOrganisationInput = {
  /** Abbreviation. */
  abbreviation?: InputMaybe<Scalars['String']['input']>;
  /** About text (rich text). */
  about?: InputMaybe<Scalars['String']['input']>;
  /** File id of an uploaded banner image (POST /v1/files). */
  bannerId?: InputMaybe<Scalars['ID']['input']>;
  /** Contact details (rich text). */
  contact?: InputMaybe<Scalars['String']['input']>;
  /** Description (rich text). */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Evaluations (replaces the set). */
  evaluationIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** File id of an uploaded logo image (POST /v1/files). */
  logoId?: InputMaybe<Scalars['ID']['input']>;
  /** Specializations (replaces the set). */
  specializationIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Title (a trial bureau's name; at most 250 characters). */
  title: Scalars['String']['input'];
  /** Website address. */
  url?: InputMaybe<Scalars['String']['input']>;
};

/** A new post (/v1/posts); without an owner it is news of the site itself. */
export type CreatePostInput = {
  /** Content (rich text). */
  content?: InputMaybe<Scalars['String']['input']>;
  /** File id of an image uploaded before. */
  imageId?: InputMaybe<Scalars['ID']['input']>;
  /** Pin on top; false by default. */
  isPinned?: InputMaybe<Scalars['Boolean']['input']>;
  /** The owner's id. */
  postableId?: InputMaybe<Scalars['ID']['input']>;
  /** Kind of owner. */
  postableType?: InputMaybe<PostableType>;
  /** Publish time; left out: now; null: a draft. */
  publishAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** Title. */
  title: Scalars['String']['input'];
};

/** Fields of a new Program record. */
export type CreateProgramInput = {
  /** Abbreviation. */
  abbreviation?: InputMaybe<Scalars['String']['input']>;
  /** About text (rich text). */
  about?: InputMaybe<Scalars['String']['input']>;
  /** File id of an uploaded banner image (POST /v1/files). */
  bannerId?: InputMaybe<Scalars['ID']['input']>;
  /** Contact details (rich text). */
  contact?: InputMaybe<Scalars['String']['input']>;
  /** Description (rich text). */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Evaluations (replaces the set). */
  evaluationIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** File id of an uploaded logo image (POST /v1/files). */
  logoId?: InputMaybe<Scalars['ID']['input']>;
  /** Specializations (replaces the set). */
  specializationIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Title (at most 250 characters). */
  title: Scalars['String']['input'];
  /** Website address. */
  url?: InputMaybe<Scalars['String']['input']>;
};

/** Fields of a new specialization. */
export type CreateSpecializationInput = {
  /** Title (at most 200 characters). */
  title: Scalars['String']['input'];
};

/** Fields of a new TrialBureau record. */
export type CreateTrialBureauInput = {
  /** Abbreviation. */
  abbreviation?: InputMaybe<Scalars['String']['input']>;
  /** About text (rich text). */
  about?: InputMaybe<Scalars['String']['input']>;
  /** File id of an uploaded banner image (POST /v1/files). */
  bannerId?: InputMaybe<Scalars['ID']['input']>;
  /** Contact details (rich text). */
  contact?: InputMaybe<Scalars['String']['input']>;
  /** Description (rich text). */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Evaluations (replaces the set). */
  evaluationIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** File id of an uploaded logo image (POST /v1/files). */
  logoId?: InputMaybe<Scalars['ID']['input']>;
  /** Name (at most 250 characters). */
  name: Scalars['String']['input'];
  /** Specializations (replaces the set). */
  specializationIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Website address. */
  url?: InputMaybe<Scalars['String']['input']>;
};

/** A new account (admin); a name or a first or last name is required. */
export type CreateUserInput = {
  /** Association id. */
  associationId?: InputMaybe<Scalars['ID']['input']>;
  /** File id of an avatar uploaded before (POST /v1/files). */
  avatarId?: InputMaybe<Scalars['ID']['input']>;
  /** E-mail address. */
  email: Scalars['String']['input'];
  /** First name. */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** Form of address. */
  gender?: InputMaybe<Gender>;
  /** May sign in; true by default. */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** Last name. */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** Tussenvoegsel. */
  middleName?: InputMaybe<Scalars['String']['input']>;
  /** Full name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Phone number. */
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  /** Program id. */
  programId?: InputMaybe<Scalars['ID']['input']>;
  /** Role; RESEARCHER by default. */
  role?: InputMaybe<Role>;
  /** Academic title. */
  title?: InputMaybe<UserTitle>;
};

/** An inclusion or exclusion criterion. */
export type Criterion = {
  __typename?: 'Criterion';
  /** The criterion's text. */
  content: Scalars['String']['output'];
  /** The criterion's id. */
  id: Scalars['ID']['output'];
  /** Order within its type. */
  position: Scalars['Int']['output'];
  /** Inclusion or exclusion. */
  type: CriterionType;
};

/** A criterion to add. */
export type CriterionInput = {
  /** The text (at most 2000 characters). */
  content: Scalars['String']['input'];
  /** Order within its type. */
  position?: InputMaybe<Scalars['Int']['input']>;
  /** Inclusion or exclusion. */
  type: CriterionType;
};

/** Inclusion or exclusion criterion. */
export type CriterionType =
  | 'EXCLUSION'
  | 'INCLUSION';

/** A colleague as the user directory shows them to any signed-in user: nothing but name, title and organisation. */
export type DirectoryUser = {
  __typename?: 'DirectoryUser';
  /** The user's id. */
  id: Scalars['ID']['output'];
  /** Full name. */
  name: Scalars['String']['output'];
  /** The user's program title, else their association title; null when neither. */
  organisation?: Maybe<Scalars['String']['output']>;
  /** Academic title. */
  title?: Maybe<UserTitle>;
};

/** A document of an evaluation, association, program or trial bureau, pointing at a stored file. */
export type Document = {
  __typename?: 'Document';
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Its file. */
  file?: Maybe<File>;
  /** Id of its file. */
  fileId: Scalars['ID']['output'];
  /** The document's id. */
  id: Scalars['ID']['output'];
  /** Whether visitors may see it. */
  isPublic: Scalars['Boolean']['output'];
  /** Title. */
  title: Scalars['String']['output'];
  /** Its type: an EvaluationDocumentType value for evaluations, an OrganisationDocumentType value otherwise. */
  type: Scalars['String']['output'];
  /** When it was last changed. */
  updatedAt: Scalars['DateTime']['output'];
};

/** Electronic data capture system. */
export type EdcSystem =
  | 'ALEA'
  | 'CASTOR'
  | 'OPEN_CLINICA';

/** An evaluation (care-evaluation study): the registry's central record, as /v1/evaluations presents it. */
export type Evaluation = {
  __typename?: 'Evaluation';
  /** Adjusted end day. */
  adjustedEndsAt?: Maybe<Scalars['Date']['output']>;
  /** Analysis (rich text). */
  analysis?: Maybe<Scalars['String']['output']>;
  /** Its sections (objective, population, intervention, background). */
  applicables: Array<Applicable>;
  /** The associations it belongs to, by title. */
  associations: Array<Association>;
  /** Its banner file. */
  banner?: Maybe<File>;
  /** File id of its banner, if any. */
  bannerId?: Maybe<Scalars['ID']['output']>;
  /** Slug of the study in Castor EDC. */
  castorSlug?: Maybe<Scalars['String']['output']>;
  /** Contact information (rich text). */
  contactInfo?: Maybe<Scalars['String']['output']>;
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Its inclusion and exclusion criteria, by type and position. */
  criteria: Array<Criterion>;
  /** The current medical guideline (rich text). */
  currentMedicalGuideline?: Maybe<Scalars['String']['output']>;
  /** Its inclusion data: patients included per month and center. */
  data: Array<InclusionData>;
  /** Description (sanitized rich text, HTML). */
  description?: Maybe<Scalars['String']['output']>;
  /** Short plain-text description for cards and lists. */
  descriptionShort?: Maybe<Scalars['String']['output']>;
  /** Its documents (visitors see public ones only), by type and title. */
  documents: Array<Document>;
  /** Electronic data capture system used. */
  edc?: Maybe<EdcSystem>;
  /** Planned end day. */
  endsAt?: Maybe<Scalars['Date']['output']>;
  /** Figure or diagram reference (free text). */
  figure?: Maybe<Scalars['String']['output']>;
  /** Day of the first inclusion. */
  firstInclusionAt?: Maybe<Scalars['Date']['output']>;
  /** Its gradation (inclusion monitor category). */
  gradation?: Maybe<Gradation>;
  /** Id of its gradation (inclusion monitor category), if any. */
  gradationId?: Maybe<Scalars['ID']['output']>;
  /** The evaluation's id. */
  id: Scalars['ID']['output'];
  /**
   * Its entry on the inclusion monitor, summed as `inclusionMonitor` sums it (the same numbers as
   * its entry there); null when it is not on the monitor (`isVisibleAtInclusionMonitor` false).
   * Asked for on a list, it costs no /v1 call beyond the list's (or one batched call per 100 nested
   * evaluations).
   */
  inclusion?: Maybe<InclusionMonitorEvaluation>;
  /** Address of an instruction video. */
  instructionVideoUrl?: Maybe<Scalars['String']['output']>;
  /** Whether the evaluation appears on the inclusion monitor. */
  isVisibleAtInclusionMonitor: Scalars['Boolean']['output'];
  /** Day of the last inclusion. */
  lastInclusionAt?: Maybe<Scalars['Date']['output']>;
  /** Its links, by position. */
  links: Array<EvaluationLink>;
  /** Its logo file. */
  logo?: Maybe<File>;
  /** File id of its logo, if any. */
  logoId?: Maybe<Scalars['ID']['output']>;
  /** Its outcome measures, by position. */
  measures: Array<Measure>;
  /** Whether the objective applies. */
  objective?: Maybe<Applicability>;
  /** Its planned participants per study arm or cohort. */
  participants: Array<Participant>;
  /** The people involved, by name. */
  people: Array<EvaluationPerson>;
  /** Research phase. */
  phase: EvaluationPhase;
  /** Its posts (visitors see published ones only), pinned first, newest first. */
  posts: Array<Post>;
  /** The programs it belongs to, by title. */
  programs: Array<Program>;
  /** When the scheduler publishes it (a planned moment; null: none). Staff see it; it is cleared once done. */
  publishAt?: Maybe<Scalars['DateTime']['output']>;
  /** Agency carrying out the research. */
  researchAgency?: Maybe<Scalars['String']['output']>;
  /** Whether the research question applies. */
  researchQuestion?: Maybe<Applicability>;
  /** Agency providing the resources. */
  resourceAgency?: Maybe<Scalars['String']['output']>;
  /** Its key/value settings. */
  settings: Array<Setting>;
  /** URL slug (lower case words joined by dashes); null when none is set. */
  slug?: Maybe<Scalars['String']['output']>;
  /** Its medical specializations, by title. */
  specializations: Array<Specialization>;
  /** Sponsor of the study. */
  sponsor?: Maybe<Scalars['String']['output']>;
  /** Planned start day. */
  startsAt?: Maybe<Scalars['Date']['output']>;
  /** Workflow status; visitors only ever see PUBLISHED evaluations. */
  status: EvaluationStatus;
  /** Study design (rich text). */
  studyDesign?: Maybe<Scalars['String']['output']>;
  /** Official (scientific) study title. */
  studyTitle?: Maybe<Scalars['String']['output']>;
  /** Free tags. */
  tags: Array<Scalars['String']['output']>;
  /** Public title. */
  title: Scalars['String']['output'];
  /** The trial bureaus it is linked to, by name. */
  trialBureaus: Array<TrialBureau>;
  /** Trial register number or reference. */
  trialRegister?: Maybe<Scalars['String']['output']>;
  /** When the scheduler puts it back to draft (a planned moment; null: none). */
  unpublishAt?: Maybe<Scalars['DateTime']['output']>;
  /** When it was last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** Path of its public page: `/evaluations/{slug or id}`. */
  url: Scalars['String']['output'];
  /** The record's version (its ETag on /v1): pass it to the update as `version`, and a change someone else made meanwhile is not overwritten (CONFLICT). Asked of one record at a time, as the editor does; null where you may not read it. */
  version?: Maybe<Scalars['Int']['output']>;
  /** Vimeo id of the evaluation's video (digits). */
  vimeoId?: Maybe<Scalars['String']['output']>;
};

/** A month of inclusions to add to an evaluation: a date (any day of the month) or a year and month. */
export type EvaluationDataInput = {
  /** The center. */
  centerId: Scalars['ID']['input'];
  /** A day of the month (stored as its first day). */
  date?: InputMaybe<Scalars['Date']['input']>;
  /** Month 1-12, with year, instead of date. */
  month?: InputMaybe<Scalars['Int']['input']>;
  /** Patients included. */
  sampleSize: Scalars['Int']['input'];
  /** Year, with month, instead of date. */
  year?: InputMaybe<Scalars['Int']['input']>;
};

/** A document to attach to an evaluation, referencing a file uploaded before (POST /v1/files). */
export type EvaluationDocumentInput = {
  /** Id of the uploaded file. */
  fileId: Scalars['ID']['input'];
  /** Whether visitors may see it; false by default. */
  isPublic?: InputMaybe<Scalars['Boolean']['input']>;
  /** Title. */
  title: Scalars['String']['input'];
  /** Document type. */
  type: EvaluationDocumentType;
};

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

/** How many evaluations are linked to one record (gradation, specialization, program, association). */
export type EvaluationFacetRecord = {
  __typename?: 'EvaluationFacetRecord';
  /** Evaluations linked to it, under every other filter; 0 only for a chosen one. */
  count: Scalars['Int']['output'];
  /** The record's id. */
  id: Scalars['ID']['output'];
  /** The record's title. */
  title: Scalars['String']['output'];
};

/** Counts per filter value of the evaluation list. */
export type EvaluationFacets = {
  __typename?: 'EvaluationFacets';
  /** Associations with evaluations (or chosen), by title. */
  associations: Array<EvaluationFacetRecord>;
  /** Gradations with evaluations (or chosen), by position. */
  gradations: Array<EvaluationFacetRecord>;
  /** Every phase, in phase order. */
  phases: Array<EvaluationPhaseCount>;
  /** Programs with evaluations (or chosen), by title. */
  programs: Array<EvaluationFacetRecord>;
  /** Specializations with evaluations (or chosen), by title. */
  specializations: Array<EvaluationFacetRecord>;
  /** Every status the caller may see (visitors: published only), in status order. */
  statuses: Array<EvaluationStatusCount>;
  /** Evaluations matching every filter (the list's total). */
  total: Scalars['Int']['output'];
};

/** Filters of the evaluation list (/v1 `filter[...]`); all given ones must hold. */
export type EvaluationFilter = {
  /** In any of these associations. */
  associationId?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Any of these EDC systems. */
  edc?: InputMaybe<Array<EdcSystem>>;
  /** Any of these gradations. */
  gradationId?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Only these ids. */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Shown on the inclusion monitor or not. */
  isVisibleAtInclusionMonitor?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only evaluations whose people include the signed-in user. */
  mine?: InputMaybe<Scalars['Boolean']['input']>;
  /** Any of these phases. */
  phase?: InputMaybe<Array<EvaluationPhase>>;
  /** In any of these programs. */
  programId?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Full-text search (Dutch) over title and texts; without a sort the most relevant come first. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Exactly this slug. */
  slug?: InputMaybe<Scalars['String']['input']>;
  /** Linked to any of these specializations. */
  specializationId?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Any of these statuses. */
  status?: InputMaybe<Array<EvaluationStatus>>;
  /** Carrying this tag. */
  tag?: InputMaybe<Scalars['String']['input']>;
  /** Linked to any of these trial bureaus. */
  trialBureauId?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** A web link of an evaluation. */
export type EvaluationLink = {
  __typename?: 'EvaluationLink';
  /** The link's id. */
  id: Scalars['ID']['output'];
  /** Order in the list. */
  position: Scalars['Int']['output'];
  /** Text of the link. */
  title: Scalars['String']['output'];
  /** Absolute address. */
  url: Scalars['String']['output'];
};

/** A link to add. */
export type EvaluationLinkInput = {
  /** Order in the list. */
  position?: InputMaybe<Scalars['Int']['input']>;
  /** Text of the link. */
  title: Scalars['String']['input'];
  /** Absolute address. */
  url: Scalars['String']['input'];
};

/** A page of evaluations. */
export type EvaluationPage = {
  __typename?: 'EvaluationPage';
  /** The evaluations on this page. */
  data: Array<Evaluation>;
  /** Where this page is in the whole list. */
  pageInfo: PageInfo;
};

/** A person involved in an evaluation, with their function there. */
export type EvaluationPerson = {
  __typename?: 'EvaluationPerson';
  /** The person's function in this evaluation. */
  contactFunction: ContactFunction;
  /** The involvement's id (not the user's). */
  id: Scalars['ID']['output'];
  /** The person's contact card. */
  user: PersonCard;
  /** The user's id. */
  userId: Scalars['ID']['output'];
};

/** A person to add to an evaluation. */
export type EvaluationPersonInput = {
  /** Their function; OTHER by default. */
  contactFunction?: InputMaybe<ContactFunction>;
  /** The user's id. */
  userId: Scalars['ID']['input'];
};

/** preparation, including, continuation (data management), completed. */
export type EvaluationPhase =
  | 'COMPLETED'
  | 'CONTINUATION'
  | 'INCLUDING'
  | 'PREPARATION';

/** How many evaluations have one phase. */
export type EvaluationPhaseCount = {
  __typename?: 'EvaluationPhaseCount';
  /** Evaluations in that phase, under every other filter. */
  count: Scalars['Int']['output'];
  /** The phase. */
  value: EvaluationPhase;
};

/** One sort key of the evaluation list; the default is TITLE ascending. */
export type EvaluationSort = {
  /** Ascending (default) or descending. */
  direction?: InputMaybe<SortDirection>;
  /** The key. */
  field: EvaluationSortField;
};

/** Sort keys of the evaluation list. */
export type EvaluationSortField =
  /** By creation time. */
  | 'CREATED_AT'
  /** By end day. */
  | 'ENDS_AT'
  /** By id. */
  | 'ID'
  /** By phase. */
  | 'PHASE'
  /** By search relevance (with a search filter). */
  | 'RELEVANCE'
  /** By start day. */
  | 'STARTS_AT'
  /** By status. */
  | 'STATUS'
  /** By title. */
  | 'TITLE'
  /** By last change. */
  | 'UPDATED_AT';

/** new (Nieuw), draft (Concept), published (Gepubliceerd), castor. */
export type EvaluationStatus =
  | 'CASTOR'
  | 'DRAFT'
  | 'NEW'
  | 'PUBLISHED';

/** How many evaluations have one status. */
export type EvaluationStatusCount = {
  __typename?: 'EvaluationStatusCount';
  /** Evaluations with that status, under every other filter. */
  count: Scalars['Int']['output'];
  /** The status. */
  value: EvaluationStatus;
};

/** A calendar event of an association or program; it has a day, a start time, or both. */
export type Event = {
  __typename?: 'Event';
  /** Content (rich text). */
  content?: Maybe<Scalars['String']['output']>;
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** The day, for an all-day event. */
  date?: Maybe<Scalars['Date']['output']>;
  /** End time. */
  endsAt?: Maybe<Scalars['DateTime']['output']>;
  /** The owner, in brief. */
  eventable?: Maybe<EventOwner>;
  /** The owner's id. */
  eventableId: Scalars['ID']['output'];
  /** Kind of owner. */
  eventableType: EventableType;
  /** Its stored file. */
  file?: Maybe<File>;
  /** File id of its stored file, if any (a download links to a web address or to this file). */
  fileId?: Maybe<Scalars['ID']['output']>;
  /** The event's id. */
  id: Scalars['ID']['output'];
  /** How it repeats. */
  recurring: EventRecurrence;
  /** Room or place. */
  room?: Maybe<Scalars['String']['output']>;
  /** Start time. */
  startsAt?: Maybe<Scalars['DateTime']['output']>;
  /** Title. */
  title: Scalars['String']['output'];
  /** Kind of event. */
  type: EventType;
  /** When it was last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** Website address. */
  url?: Maybe<Scalars['String']['output']>;
  /** The record's version (its ETag on /v1): pass it to the update as `version`, and a change someone else made meanwhile is not overwritten (CONFLICT). Asked of one record at a time, as the editor does; null where you may not read it. */
  version?: Maybe<Scalars['Int']['output']>;
};

/** Filters of the event list. */
export type EventFilter = {
  /** Only events of these owners. */
  eventableId?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Only events of this kind of owner. */
  eventableType?: InputMaybe<EventableType>;
  /** Events not ended before this day or moment (Dutch time). */
  from?: InputMaybe<Scalars['String']['input']>;
  /** Only these ids. */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Events starting up to this day or moment. */
  to?: InputMaybe<Scalars['String']['input']>;
  /** Any of these kinds. */
  type?: InputMaybe<Array<EventType>>;
};

/** An event to add through its owner (the owner comes from the mutation). */
export type EventInput = {
  /** Content (rich text). */
  content?: InputMaybe<Scalars['String']['input']>;
  /** The day (give a day, a start time or both). */
  date?: InputMaybe<Scalars['Date']['input']>;
  /** End time (not before the start). */
  endsAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** File id of an uploaded file (a DOWNLOAD needs a url or a file). */
  fileId?: InputMaybe<Scalars['ID']['input']>;
  /** How it repeats; NONE by default. */
  recurring?: InputMaybe<EventRecurrence>;
  /** Room or place. */
  room?: InputMaybe<Scalars['String']['input']>;
  /** Start time. */
  startsAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** Title. */
  title: Scalars['String']['input'];
  /** Kind of event; EVENT by default. */
  type?: InputMaybe<EventType>;
  /** Website address. */
  url?: InputMaybe<Scalars['String']['input']>;
};

/** The owner of an event, in brief. */
export type EventOwner = {
  __typename?: 'EventOwner';
  /** Its id. */
  id: Scalars['ID']['output'];
  /** Its title. */
  title: Scalars['String']['output'];
  /** Its kind. */
  type: EventableType;
};

/** A page of events. */
export type EventPage = {
  __typename?: 'EventPage';
  /** The events on this page. */
  data: Array<Event>;
  /** Where this page is in the whole list. */
  pageInfo: PageInfo;
};

/** How an event repeats. */
export type EventRecurrence =
  | 'DAILY'
  | 'MONTHLY'
  | 'NONE'
  | 'WEEKLY'
  | 'YEARLY';

/** One sort key of the event list; by start by default. */
export type EventSort = {
  /** Ascending (default) or descending. */
  direction?: InputMaybe<SortDirection>;
  /** The key. */
  field: EventSortField;
};

/** Sort keys of the event list. */
export type EventSortField =
  /** By creation time. */
  | 'CREATED_AT'
  /** By day. */
  | 'DATE'
  /** By end. */
  | 'ENDS_AT'
  /** By id. */
  | 'ID'
  /** By start (its day when it has no start time). */
  | 'STARTS_AT'
  /** By title. */
  | 'TITLE'
  /** By kind. */
  | 'TYPE'
  /** By last change. */
  | 'UPDATED_AT';

/** Kind of event on an association or program calendar. */
export type EventType =
  | 'CONGRESS'
  | 'COURSE'
  | 'DEADLINE'
  | 'DOWNLOAD'
  | 'EVENT'
  | 'MEETING'
  | 'WEBINAR';

/** Who may own an event. */
export type EventableType =
  /** An association. */
  | 'ASSOCIATION'
  /** A program. */
  | 'PROGRAM';

/**
 * A stored file (logo, banner, image, avatar, document file). Files are uploaded over REST with
 * `POST /v1/files` (multipart) and then referenced by id (`fileId`, `logoId`, ...). The facade
 * has no GraphQL uploads on purpose: multipart GraphQL requests are a CSRF risk and would duplicate
 * the checked upload route.
 */
export type File = {
  __typename?: 'File';
  /** The file's id, to reference it from inputs (`fileId`, `logoId`, `bannerId`, `imageId`, `avatarId`). */
  id: Scalars['ID']['output'];
  /** Its media type, e.g. `image/png` or `application/pdf`. */
  mimeType: Scalars['String']['output'];
  /** The original file name. */
  name: Scalars['String']['output'];
  /** Its size in bytes. */
  size: Scalars['Int']['output'];
  /** Where to download it: `/v1/files/{id}`. */
  url: Scalars['String']['output'];
};

/** Form of address: male 'Dhr.', female 'Mw.'. */
export type Gender =
  | 'FEMALE'
  | 'MALE';

/** A gradation: a category (Categorie 1-4) of the inclusion monitor, editable by admin. */
export type Gradation = {
  __typename?: 'Gradation';
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Description for the legend. */
  description?: Maybe<Scalars['String']['output']>;
  /** How many evaluations carry it. */
  evaluationCount: Scalars['Int']['output'];
  /** The id. */
  id: Scalars['ID']['output'];
  /** Order on the monitor and in its legend (unique, 1-100). */
  position: Scalars['Int']['output'];
  /** Title. */
  title: Scalars['String']['output'];
  /** When it was last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** The record's version (its ETag on /v1): pass it to the update as `version`, and a change someone else made meanwhile is not overwritten (CONFLICT). Asked of one record at a time, as the editor does; null where you may not read it. */
  version?: Maybe<Scalars['Int']['output']>;
};

/** Filters of the gradation list. */
export type GradationFilter = {
  /** Only these ids. */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** A page of gradations. */
export type GradationPage = {
  __typename?: 'GradationPage';
  /** The items on this page. */
  data: Array<Gradation>;
  /** Where this page is in the whole list. */
  pageInfo: PageInfo;
};

/** One sort key of the gradation list; by position by default. */
export type GradationSort = {
  /** Ascending (default) or descending. */
  direction?: InputMaybe<SortDirection>;
  /** The key. */
  field: GradationSortField;
};

/** Sort keys of the gradation list. */
export type GradationSortField =
  /** By creation time. */
  | 'CREATED_AT'
  /** By id. */
  | 'ID'
  /** By position. */
  | 'POSITION'
  /** By title. */
  | 'TITLE'
  /** By last change. */
  | 'UPDATED_AT';

/** Status of the GraphQL facade. */
export type Health = {
  __typename?: 'Health';
  /** Always "ok" when the facade answers. */
  status: Scalars['String']['output'];
};

/** What an entry of the history did to its record. */
export type HistoryAction =
  /** The record was created. */
  | 'CREATE'
  /** The record was deleted (its state is kept in `snapshot`). */
  | 'DELETE'
  /** Records were merged into this one. */
  | 'MERGE'
  /** A version of the record, or a deleted record, was brought back. */
  | 'RESTORE'
  /** The record or one of its relationships changed. */
  | 'UPDATE';

/** Who made a change, with their name and role at that moment. */
export type HistoryActor = {
  __typename?: 'HistoryActor';
  /** The user's id. */
  id: Scalars['ID']['output'];
  /** Their name then. */
  name?: Maybe<Scalars['String']['output']>;
  /** Their role then: admin, editor or researcher. */
  role?: Maybe<Scalars['String']['output']>;
};

/** One change of one record: who, when, with which request, and what, field by field. */
export type HistoryEntry = {
  __typename?: 'HistoryEntry';
  action: HistoryAction;
  /** Who made it; null when no one was signed in (a password set with a mailed link). */
  actor?: Maybe<HistoryActor>;
  /** When the change happened. */
  at: Scalars['DateTime']['output'];
  /** What changed, field by field. */
  changes: Array<HistoryFieldChange>;
  /** The entry's hash (SHA-256, chained to the entry before it). */
  hash: Scalars['String']['output'];
  /** The entry's id (the record's version after it). */
  id: Scalars['ID']['output'];
  /** The record's id. */
  recordId: Scalars['ID']['output'];
  /** The record's title or name at that moment. */
  recordTitle?: Maybe<Scalars['String']['output']>;
  /** The record's kind as its /v1 path names it: `evaluations`, `users`, `site-content`. */
  recordType: Scalars['String']['output'];
  /** The request it came with (its x-request-id). */
  requestId?: Maybe<Scalars['String']['output']>;
  /** It removed a record or an item (a document, a post, a person) that an admin can bring back with `restoreVersion`, within RESTORE_DELETED_DAYS. */
  restorable: Scalars['Boolean']['output'];
  /** A deleted record as it was; null otherwise. */
  snapshot?: Maybe<Scalars['JSON']['output']>;
};

/** A page of history entries, newest first. */
export type HistoryEntryPage = {
  __typename?: 'HistoryEntryPage';
  /** The entries on this page. */
  data: Array<HistoryEntry>;
  /** Where this page is in the whole list. */
  pageInfo: PageInfo;
};

/** One field of a record changed by an entry. */
export type HistoryFieldChange = {
  __typename?: 'HistoryFieldChange';
  /** The field or item did not exist before. */
  added: Scalars['Boolean']['output'];
  /** The value after; null when the field or item no longer exists (see `removed`). */
  after?: Maybe<Scalars['JSON']['output']>;
  /** The value before; null when the field or item did not exist (see `added`). */
  before?: Maybe<Scalars['JSON']['output']>;
  /** Path of the field as /v1 names it: `title`, `criteria[12]` (an item), `criteria[12].content`. */
  field: Scalars['String']['output'];
  /** The field or item no longer exists. */
  removed: Scalars['Boolean']['output'];
};

/** Registered working hours of a user, optionally on an evaluation (project). */
export type Hour = {
  __typename?: 'Hour';
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Notes. */
  description?: Maybe<Scalars['String']['output']>;
  /** The user who worked, in brief. */
  employee?: Maybe<User>;
  /** Id of the user who worked. */
  employeeId: Scalars['ID']['output'];
  /** End (after the start). */
  endsAt: Scalars['DateTime']['output'];
  /** Kind of work. */
  hourType: HourType;
  /** The id. */
  id: Scalars['ID']['output'];
  /** The evaluation worked on, in brief. */
  project?: Maybe<Evaluation>;
  /** Id of the evaluation worked on, if any. */
  projectId?: Maybe<Scalars['ID']['output']>;
  /** Start. */
  startsAt: Scalars['DateTime']['output'];
  /** When it was last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** The record's version (its ETag on /v1): pass it to the update as `version`, and a change someone else made meanwhile is not overwritten (CONFLICT). Asked of one record at a time, as the editor does; null where you may not read it. */
  version?: Maybe<Scalars['Int']['output']>;
};

/** Filters of the hour list. */
export type HourFilter = {
  /** Of any of these users. */
  employeeId?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Starting on or after this day (Dutch time). */
  from?: InputMaybe<Scalars['Date']['input']>;
  /** Any of these kinds. */
  hourType?: InputMaybe<Array<HourType>>;
  /** Only these ids. */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** On any of these evaluations. */
  projectId?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Starting on or before this day (Dutch time). */
  to?: InputMaybe<Scalars['Date']['input']>;
};

/** A page of hours. */
export type HourPage = {
  __typename?: 'HourPage';
  /** The items on this page. */
  data: Array<Hour>;
  /** Where this page is in the whole list. */
  pageInfo: PageInfo;
};

/** One sort key of the hour list; by start by default. */
export type HourSort = {
  /** Ascending (default) or descending. */
  direction?: InputMaybe<SortDirection>;
  /** The key. */
  field: HourSortField;
};

/** Sort keys of the hour list. */
export type HourSortField =
  /** By creation time. */
  | 'CREATED_AT'
  /** By end. */
  | 'ENDS_AT'
  /** By kind. */
  | 'HOUR_TYPE'
  /** By id. */
  | 'ID'
  /** By evaluation title. */
  | 'PROJECT'
  /** By start. */
  | 'STARTS_AT'
  /** By last change. */
  | 'UPDATED_AT';

/** Kind of registered hours. */
export type HourType =
  | 'DATA_MANAGEMENT'
  | 'MEETING'
  | 'MONITORING'
  | 'OTHER'
  | 'RESEARCH'
  | 'TRAVEL';

/** Patients included in one month at one center (a row of /v1/data). */
export type InclusionData = {
  __typename?: 'InclusionData';
  /** The center, in brief. */
  center?: Maybe<Center>;
  /** The center's id. */
  centerId: Scalars['ID']['output'];
  /** When it was created; null where nested in an evaluation. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** First day of the month. */
  date: Scalars['Date']['output'];
  /** The evaluation, in brief; only on rows read through `inclusionData`. */
  evaluation?: Maybe<Evaluation>;
  /** The evaluation's id; null where the row is nested in its evaluation. */
  evaluationId?: Maybe<Scalars['ID']['output']>;
  /** The row's id. */
  id: Scalars['ID']['output'];
  /** Month number, 1-12. */
  month: Scalars['Int']['output'];
  /** Patients included in that month at that center. */
  sampleSize: Scalars['Int']['output'];
  /** When it was last changed; null where nested in an evaluation. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The record's version (its ETag on /v1): pass it to the update as `version`, and a change someone else made meanwhile is not overwritten (CONFLICT). Asked of one record at a time, as the editor does; null where you may not read it. */
  version?: Maybe<Scalars['Int']['output']>;
  /** Year of the month. */
  year: Scalars['Int']['output'];
};

/** Filters of the inclusion data list. */
export type InclusionDataFilter = {
  /** At any of these centers. */
  centerId?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Of any of these evaluations. */
  evaluationId?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Months from this one on (`2025-10` or a day in it). */
  from?: InputMaybe<Scalars['String']['input']>;
  /** Only these ids. */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** In any of these months (1-12). */
  month?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Months up to and including this one. */
  to?: InputMaybe<Scalars['String']['input']>;
  /** In any of these years. */
  year?: InputMaybe<Array<Scalars['Int']['input']>>;
};

/** A page of inclusion data rows. */
export type InclusionDataPage = {
  __typename?: 'InclusionDataPage';
  /** The rows on this page. */
  data: Array<InclusionData>;
  /** Where this page is in the whole list. */
  pageInfo: PageInfo;
};

/** One sort key of the inclusion data list. */
export type InclusionDataSort = {
  /** Ascending (default) or descending. */
  direction?: InputMaybe<SortDirection>;
  /** The key. */
  field: InclusionDataSortField;
};

/** Sort keys of the inclusion data list. */
export type InclusionDataSortField =
  /** By center title. */
  | 'CENTER'
  /** By creation time. */
  | 'CREATED_AT'
  /** By month. */
  | 'DATE'
  /** By evaluation title. */
  | 'EVALUATION'
  /** By id. */
  | 'ID'
  /** By sample size. */
  | 'SAMPLE_SIZE'
  /** By last change. */
  | 'UPDATED_AT';

/** Progress of inclusion, grouped by gradation (Categorie 1-4). */
export type InclusionMonitor = {
  __typename?: 'InclusionMonitor';
  /** One category per gradation that has evaluations on the monitor, in gradation position order. */
  categories: Array<InclusionMonitorCategory>;
};

/** The evaluations of one gradation on the monitor, with their summed progress. */
export type InclusionMonitorCategory = {
  __typename?: 'InclusionMonitorCategory';
  /** The category's evaluations, each with its own progress. */
  evaluations: Array<InclusionMonitorEvaluation>;
  /** The gradation (title and legend text); null groups evaluations without a gradation. */
  gradation?: Maybe<Gradation>;
  /** Sum of the data rows' sample sizes of every evaluation in the category. */
  includedSoFar: Scalars['Int']['output'];
  /** Patients included per month in the category, summed over its evaluations and centers. */
  series: Array<InclusionMonitorPoint>;
  /** Sum of the participants' planned amounts of every evaluation in the category. */
  target: Scalars['Int']['output'];
};

/** One center's share of an evaluation's inclusion. */
export type InclusionMonitorCenter = {
  __typename?: 'InclusionMonitorCenter';
  /** The center (title and type). */
  center: Center;
  /** Sum of the sample sizes of the evaluation's data rows at this center. */
  included: Scalars['Int']['output'];
};

/** One evaluation's progress on the monitor. */
export type InclusionMonitorEvaluation = {
  __typename?: 'InclusionMonitorEvaluation';
  /** Patients included per center (sum of that center's data rows), most first, then by title. */
  centers: Array<InclusionMonitorCenter>;
  /** The evaluation, in brief. */
  evaluation: Evaluation;
  /** Sum of the sample sizes of its data rows (patients included so far, all centers). */
  includedSoFar: Scalars['Int']['output'];
  /** First day of the newest month with a data row; null when nothing is reported. */
  lastReportedMonth?: Maybe<Scalars['Date']['output']>;
  /** Whether inclusion is on pace to reach the target by the end date. */
  projection: InclusionProjection;
  /** Patients included per month, summed over its centers. */
  series: Array<InclusionMonitorPoint>;
  /** Sum of its participants' planned amounts (RCT, RCT1, RCT2, Cohort, Other). */
  target: Scalars['Int']['output'];
};

/** One month of a monitor series. */
export type InclusionMonitorPoint = {
  __typename?: 'InclusionMonitorPoint';
  /** Running sum up to and including that month (the included-so-far line). */
  cumulative: Scalars['Int']['output'];
  /** Patients included in that month (sum of the sample sizes of its data rows). */
  included: Scalars['Int']['output'];
  /** First day of the month. */
  month: Scalars['Date']['output'];
};

/** The verdict of an inclusion projection. */
export type InclusionPace =
  /** The projected total at the end date stays below the target. */
  | 'BEHIND_SCHEDULE'
  /** Nothing reported yet (and the target is not reached). */
  | 'NO_DATA'
  /** Data but no end date, so the pace cannot be told. */
  | 'NO_END_DATE'
  /** The projected total at the end date reaches the target. */
  | 'ON_SCHEDULE'
  /** Included so far is at or above a target above 0. */
  | 'TARGET_REACHED';

/**
 * The pace of inclusion (docs/decisions.md, "Inclusion monitor pace"): the monthly rate is the
 * average over the newest reported month and up to 5 months before it (not before the first reported
 * month; months without rows count as 0); projected total = included so far + rate x months left
 * (months after the newest reported month up to the end date's month), rounded down.
 */
export type InclusionProjection = {
  __typename?: 'InclusionProjection';
  /** The end date projected to: the adjusted end date when set, else the planned end date. */
  endsAt?: Maybe<Scalars['Date']['output']>;
  /** Average patients per month over the rate window; null without data. */
  monthlyRate?: Maybe<Scalars['Float']['output']>;
  /** Months left after the newest reported month up to the end date's month; null when unknown. */
  monthsLeft?: Maybe<Scalars['Int']['output']>;
  /** The verdict. */
  pace: InclusionPace;
  /** Projected number included at the end date; null without data or end date. */
  projectedTotal?: Maybe<Scalars['Int']['output']>;
};

/** An outcome measure of an evaluation. */
export type Measure = {
  __typename?: 'Measure';
  /** Description (rich text). */
  description?: Maybe<Scalars['String']['output']>;
  /** The measure's id. */
  id: Scalars['ID']['output'];
  /** Order in the list. */
  position: Scalars['Int']['output'];
  /** Title. */
  title: Scalars['String']['output'];
};

/** A measure to add. */
export type MeasureInput = {
  /** Description (rich text). */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Order in the list. */
  position?: InputMaybe<Scalars['Int']['input']>;
  /** Title. */
  title: Scalars['String']['input'];
};

/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type Mutation = {
  __typename?: 'Mutation';
  /** Attaches a document (by fileId of an earlier upload) (admin, editor). */
  addAssociationDocument: Document;
  /** Adds an event to the calendar (admin, editor). */
  addAssociationEvent: Event;
  /** Adds a post (admin, editor). */
  addAssociationPost: Post;
  /** Adds a section. */
  addEvaluationApplicable: Applicable;
  /** Adds a criterion. */
  addEvaluationCriterion: Criterion;
  /** Adds a month of inclusions. */
  addEvaluationData: InclusionData;
  /** Attaches a document (a file uploaded before over REST, by fileId). */
  addEvaluationDocument: Document;
  /** Adds a link. */
  addEvaluationLink: EvaluationLink;
  /** Adds a measure. */
  addEvaluationMeasure: Measure;
  /** Adds planned participants. */
  addEvaluationParticipant: Participant;
  /** Adds a person. */
  addEvaluationPerson: EvaluationPerson;
  /** Adds a post to the evaluation. */
  addEvaluationPost: Post;
  /** Attaches a document (by fileId of an earlier upload) (as createOrganisation). */
  addOrganisationDocument: Document;
  /** Adds an event to the calendar (admin, editor). */
  addOrganisationEvent: Event;
  /** Adds a post (admin, editor). */
  addOrganisationPost: Post;
  /** Attaches a document (by fileId of an earlier upload) (admin, editor). */
  addProgramDocument: Document;
  /** Adds an event to the calendar (admin, editor). */
  addProgramEvent: Event;
  /** Adds a post (admin, editor). */
  addProgramPost: Post;
  /** Attaches a document (by fileId of an earlier upload) (admin). */
  addTrialBureauDocument: Document;
  /** Begins setting up two-step verification (admin, editor); it is on after `confirmTwoFactorSetup`. */
  beginTwoFactorSetup: TwoFactorSetup;
  /** Changes the signed-in user's own password; their other sessions end, this one goes on. */
  changePassword: Scalars['Boolean']['output'];
  /** Finishes a two-step sign-in with an authenticator code or a recovery code; rate limited per account. */
  completeSignIn: AuthTokens;
  /** Turns two-step verification on with a code of the new secret; answers the recovery codes, once. */
  confirmTwoFactorSetup: Array<Scalars['String']['output']>;
  /** Creates a address (admin, editor). */
  createAddress: Address;
  /** Creates a Association record (admin, editor). */
  createAssociation: Association;
  /** Stores a bug report and schedules its delivery to the project board (anyone; limited per address). */
  createBugReport: BugReportReceipt;
  /** Creates a center (admin). */
  createCenter: Center;
  /** Creates a country (admin). */
  createCountry: Country;
  /** Creates an evaluation (admin, editor). */
  createEvaluation: Evaluation;
  /** Creates an event (admin, editor). */
  createEvent: Event;
  /** Creates a gradation (admin). */
  createGradation: Gradation;
  /** Creates a hour (signed-in users, their own hours; admin all). */
  createHour: Hour;
  /** Creates an inclusion data row (/v1/data). */
  createInclusionData: InclusionData;
  /** Creates an organisation (associations and programs: admin, editor; trial bureaus: admin). */
  createOrganisation: Organisation;
  /** Creates a post (admin, editor). */
  createPost: Post;
  /** Creates a Program record (admin, editor). */
  createProgram: Program;
  /** Creates a specialization (admin). */
  createSpecialization: Specialization;
  /** Creates a TrialBureau record (admin). */
  createTrialBureau: TrialBureau;
  /** Creates a user (admin). */
  createUser: User;
  /** Deletes a address (admin, editor). */
  deleteAddress: Scalars['Boolean']['output'];
  /** Deletes several (admin, editor). */
  deleteAddresses: Scalars['Boolean']['output'];
  /** Deletes a Association record (admin, editor). */
  deleteAssociation: Scalars['Boolean']['output'];
  /** Deletes several Association records (admin, editor). */
  deleteAssociations: Scalars['Boolean']['output'];
  /** Deletes bug reports and their screenshots (admin). */
  deleteBugReports: Scalars['Boolean']['output'];
  /** Deletes a center (admin). */
  deleteCenter: Scalars['Boolean']['output'];
  /** Deletes several (admin). */
  deleteCenters: Scalars['Boolean']['output'];
  /** Deletes several (admin). */
  deleteCountries: Scalars['Boolean']['output'];
  /** Deletes a country (admin). */
  deleteCountry: Scalars['Boolean']['output'];
  /** Deletes an evaluation (admin, editor). */
  deleteEvaluation: Scalars['Boolean']['output'];
  /** Deletes several evaluations (admin, editor). */
  deleteEvaluations: Scalars['Boolean']['output'];
  /** Deletes an event (admin, editor). */
  deleteEvent: Scalars['Boolean']['output'];
  /** Deletes several events (admin, editor). */
  deleteEvents: Scalars['Boolean']['output'];
  /** Deletes a gradation (admin). */
  deleteGradation: Scalars['Boolean']['output'];
  /** Deletes several (admin). */
  deleteGradations: Scalars['Boolean']['output'];
  /** Deletes a hour (signed-in users, their own hours; admin all). */
  deleteHour: Scalars['Boolean']['output'];
  /** Deletes several (signed-in users, their own hours; admin all). */
  deleteHours: Scalars['Boolean']['output'];
  /** Deletes an inclusion data row. */
  deleteInclusionData: Scalars['Boolean']['output'];
  /** Deletes several inclusion data rows. */
  deleteInclusionDataRows: Scalars['Boolean']['output'];
  /** Deletes an organisation (as createOrganisation). */
  deleteOrganisation: Scalars['Boolean']['output'];
  /** Deletes several organisations of one kind (as createOrganisation). */
  deleteOrganisations: Scalars['Boolean']['output'];
  /** Deletes a post (admin, editor). */
  deletePost: Scalars['Boolean']['output'];
  /** Deletes several posts (admin, editor). */
  deletePosts: Scalars['Boolean']['output'];
  /** Deletes a Program record (admin, editor). */
  deleteProgram: Scalars['Boolean']['output'];
  /** Deletes several Program records (admin, editor). */
  deletePrograms: Scalars['Boolean']['output'];
  /** Deletes a specialization (admin). */
  deleteSpecialization: Scalars['Boolean']['output'];
  /** Deletes several (admin). */
  deleteSpecializations: Scalars['Boolean']['output'];
  /** Deletes a TrialBureau record (admin). */
  deleteTrialBureau: Scalars['Boolean']['output'];
  /** Deletes several TrialBureau records (admin). */
  deleteTrialBureaus: Scalars['Boolean']['output'];
  /** Deletes a user (admin). */
  deleteUser: Scalars['Boolean']['output'];
  /** Deletes several users (admin). */
  deleteUsers: Scalars['Boolean']['output'];
  /** Turns two-step verification off with a current (or recovery) code or the password. */
  disableTwoFactor: Scalars['Boolean']['output'];
  /** Mails a reset link when the account exists; always true. */
  forgotPassword: Scalars['Boolean']['output'];
  /** Signs in; rate limited per account and address. An account with two-step verification signs in with `signIn` (this answers TWO_FACTOR_REQUIRED). */
  login: AuthTokens;
  /** Revokes the session of the bearer token. */
  logout: Scalars['Boolean']['output'];
  /** Merges source centers into the target: their data moves to it and they disappear (admin). */
  mergeCenters: Center;
  /** Trades a refresh token for a new pair; reusing a spent one revokes the whole session. */
  refresh: AuthTokens;
  /** Removes a document (admin, editor). */
  removeAssociationDocument: Scalars['Boolean']['output'];
  /** Removes an event (admin, editor). */
  removeAssociationEvent: Scalars['Boolean']['output'];
  /** Removes a post (admin, editor). */
  removeAssociationPost: Scalars['Boolean']['output'];
  /** Removes a section. */
  removeEvaluationApplicable: Scalars['Boolean']['output'];
  /** Removes a criterion. */
  removeEvaluationCriterion: Scalars['Boolean']['output'];
  /** Removes a month of inclusions. */
  removeEvaluationData: Scalars['Boolean']['output'];
  /** Removes a document. */
  removeEvaluationDocument: Scalars['Boolean']['output'];
  /** Removes a link. */
  removeEvaluationLink: Scalars['Boolean']['output'];
  /** Removes a measure. */
  removeEvaluationMeasure: Scalars['Boolean']['output'];
  /** Removes planned participants. */
  removeEvaluationParticipant: Scalars['Boolean']['output'];
  /** Removes a person (by the involvement's id). */
  removeEvaluationPerson: Scalars['Boolean']['output'];
  /** Removes a post of the evaluation. */
  removeEvaluationPost: Scalars['Boolean']['output'];
  /** Removes a document (as createOrganisation). */
  removeOrganisationDocument: Scalars['Boolean']['output'];
  /** Removes an event (admin, editor). */
  removeOrganisationEvent: Scalars['Boolean']['output'];
  /** Removes a post (admin, editor). */
  removeOrganisationPost: Scalars['Boolean']['output'];
  /** Removes a document (admin, editor). */
  removeProgramDocument: Scalars['Boolean']['output'];
  /** Removes an event (admin, editor). */
  removeProgramEvent: Scalars['Boolean']['output'];
  /** Removes a post (admin, editor). */
  removeProgramPost: Scalars['Boolean']['output'];
  /** Removes a document (admin). */
  removeTrialBureauDocument: Scalars['Boolean']['output'];
  /** Sets a new password from a reset or activation link. */
  resetPassword: Scalars['Boolean']['output'];
  /** A record, or one of its fields, back to how it was after this entry (the record's writers); recorded as a restore. */
  restoreVersion: RestoredVersion;
  /** Makes the next delivery attempt due now; a delivered report is left as it is (admin). */
  retryBugReportDelivery: BugReport;
  /** Mails an activation link to a user (admin). */
  sendActivation: Scalars['Boolean']['output'];
  /** Signs in: a token pair, or a challenge for `completeSignIn` when the account uses two-step verification. */
  signIn: SignInResult;
  /** Changes a address (admin, editor). */
  updateAddress: Address;
  /** Changes a Association record (admin, editor). */
  updateAssociation: Association;
  /** Changes a document (admin, editor). */
  updateAssociationDocument: Document;
  /** Changes an event (admin, editor). */
  updateAssociationEvent: Event;
  /** Changes a post (admin, editor). */
  updateAssociationPost: Post;
  /** Merges settings: a JSON object of key to value; null removes a key (admin, editor). */
  updateAssociationSettings: Array<Setting>;
  /** Changes a center (admin). */
  updateCenter: Center;
  /** Changes a country (admin). */
  updateCountry: Country;
  /** Changes an evaluation (admin, editor, or a researcher among its people). */
  updateEvaluation: Evaluation;
  /** Changes a section. */
  updateEvaluationApplicable: Applicable;
  /** Changes a criterion. */
  updateEvaluationCriterion: Criterion;
  /** Changes a month's sample size. */
  updateEvaluationData: InclusionData;
  /** Changes a document. */
  updateEvaluationDocument: Document;
  /** Changes a link. */
  updateEvaluationLink: EvaluationLink;
  /** Changes a measure. */
  updateEvaluationMeasure: Measure;
  /** Changes planned participants. */
  updateEvaluationParticipant: Participant;
  /** Changes a person's function. */
  updateEvaluationPerson: EvaluationPerson;
  /** Changes a post of the evaluation. */
  updateEvaluationPost: Post;
  /** Merges settings into the evaluation's: a JSON object of key to value; null removes a key. */
  updateEvaluationSettings: Array<Setting>;
  /** Changes an event (admin, editor). */
  updateEvent: Event;
  /** Changes a gradation (admin). */
  updateGradation: Gradation;
  /** Changes a hour (signed-in users, their own hours; admin all). */
  updateHour: Hour;
  /** Changes an inclusion data row. */
  updateInclusionData: InclusionData;
  /** Changes an organisation (as createOrganisation). */
  updateOrganisation: Organisation;
  /** Changes a document (as createOrganisation). */
  updateOrganisationDocument: Document;
  /** Changes an event (admin, editor). */
  updateOrganisationEvent: Event;
  /** Changes a post (admin, editor). */
  updateOrganisationPost: Post;
  /** Merges settings: a JSON object of key to value; null removes a key (as createOrganisation). */
  updateOrganisationSettings: Array<Setting>;
  /** Changes a post (admin, editor). */
  updatePost: Post;
  /** Changes a Program record (admin, editor). */
  updateProgram: Program;
  /** Changes a document (admin, editor). */
  updateProgramDocument: Document;
  /** Changes an event (admin, editor). */
  updateProgramEvent: Event;
  /** Changes a post (admin, editor). */
  updateProgramPost: Post;
  /** Merges settings: a JSON object of key to value; null removes a key (admin, editor). */
  updateProgramSettings: Array<Setting>;
  /** Changes the site's details (admin). */
  updateSiteContent: SiteContent;
  /** Changes one information page's texts (admin). */
  updateSitePage: SitePage;
  /** Changes a specialization (admin). */
  updateSpecialization: Specialization;
  /** Changes a TrialBureau record (admin). */
  updateTrialBureau: TrialBureau;
  /** Changes a document (admin). */
  updateTrialBureauDocument: Document;
  /** Merges settings: a JSON object of key to value; null removes a key (admin). */
  updateTrialBureauSettings: Array<Setting>;
  /** Changes a user (admin; anyone for themself). */
  updateUser: User;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationAddAssociationDocumentArgs = {
  input: OrganisationDocumentInput;
  ownerId: Scalars['ID']['input'];
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationAddAssociationEventArgs = {
  input: EventInput;
  ownerId: Scalars['ID']['input'];
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationAddAssociationPostArgs = {
  input: PostInput;
  ownerId: Scalars['ID']['input'];
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationAddEvaluationApplicableArgs = {
  evaluationId: Scalars['ID']['input'];
  input: ApplicableInput;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationAddEvaluationCriterionArgs = {
  evaluationId: Scalars['ID']['input'];
  input: CriterionInput;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationAddEvaluationDataArgs = {
  evaluationId: Scalars['ID']['input'];
  input: EvaluationDataInput;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationAddEvaluationDocumentArgs = {
  evaluationId: Scalars['ID']['input'];
  input: EvaluationDocumentInput;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationAddEvaluationLinkArgs = {
  evaluationId: Scalars['ID']['input'];
  input: EvaluationLinkInput;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationAddEvaluationMeasureArgs = {
  evaluationId: Scalars['ID']['input'];
  input: MeasureInput;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationAddEvaluationParticipantArgs = {
  evaluationId: Scalars['ID']['input'];
  input: ParticipantInput;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationAddEvaluationPersonArgs = {
  evaluationId: Scalars['ID']['input'];
  input: EvaluationPersonInput;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationAddEvaluationPostArgs = {
  evaluationId: Scalars['ID']['input'];
  input: PostInput;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationAddOrganisationDocumentArgs = {
  input: OrganisationDocumentInput;
  kind: OrganisationKind;
  ownerId: Scalars['ID']['input'];
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationAddOrganisationEventArgs = {
  input: EventInput;
  kind: PublishingOrganisationKind;
  ownerId: Scalars['ID']['input'];
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationAddOrganisationPostArgs = {
  input: PostInput;
  kind: PublishingOrganisationKind;
  ownerId: Scalars['ID']['input'];
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationAddProgramDocumentArgs = {
  input: OrganisationDocumentInput;
  ownerId: Scalars['ID']['input'];
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationAddProgramEventArgs = {
  input: EventInput;
  ownerId: Scalars['ID']['input'];
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationAddProgramPostArgs = {
  input: PostInput;
  ownerId: Scalars['ID']['input'];
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationAddTrialBureauDocumentArgs = {
  input: OrganisationDocumentInput;
  ownerId: Scalars['ID']['input'];
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationCompleteSignInArgs = {
  challengeToken: Scalars['String']['input'];
  code: Scalars['String']['input'];
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationConfirmTwoFactorSetupArgs = {
  code: Scalars['String']['input'];
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationCreateAddressArgs = {
  input: CreateAddressInput;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationCreateAssociationArgs = {
  input: CreateAssociationInput;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationCreateBugReportArgs = {
  input: CreateBugReportInput;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationCreateCenterArgs = {
  input: CreateCenterInput;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationCreateCountryArgs = {
  input: CreateCountryInput;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationCreateEvaluationArgs = {
  input: CreateEvaluationInput;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationCreateEventArgs = {
  input: CreateEventInput;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationCreateGradationArgs = {
  input: CreateGradationInput;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationCreateHourArgs = {
  input: CreateHourInput;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationCreateInclusionDataArgs = {
  input: CreateInclusionDataInput;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationCreateOrganisationArgs = {
  input: CreateOrganisationInput;
  kind: OrganisationKind;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationCreatePostArgs = {
  input: CreatePostInput;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationCreateProgramArgs = {
  input: CreateProgramInput;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationCreateSpecializationArgs = {
  input: CreateSpecializationInput;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationCreateTrialBureauArgs = {
  input: CreateTrialBureauInput;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationCreateUserArgs = {
  input: CreateUserInput;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationDeleteAddressArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationDeleteAddressesArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationDeleteAssociationArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationDeleteAssociationsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationDeleteBugReportsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationDeleteCenterArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationDeleteCentersArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationDeleteCountriesArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationDeleteCountryArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationDeleteEvaluationArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationDeleteEvaluationsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationDeleteEventArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationDeleteEventsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationDeleteGradationArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationDeleteGradationsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationDeleteHourArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationDeleteHoursArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationDeleteInclusionDataArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationDeleteInclusionDataRowsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationDeleteOrganisationArgs = {
  id: Scalars['ID']['input'];
  kind: OrganisationKind;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationDeleteOrganisationsArgs = {
  ids: Array<Scalars['ID']['input']>;
  kind: OrganisationKind;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationDeletePostArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationDeletePostsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationDeleteProgramArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationDeleteProgramsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationDeleteSpecializationArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationDeleteSpecializationsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationDeleteTrialBureauArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationDeleteTrialBureausArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationDeleteUserArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationDeleteUsersArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationDisableTwoFactorArgs = {
  code?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationForgotPasswordArgs = {
  email: Scalars['String']['input'];
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationMergeCentersArgs = {
  sourceIds: Array<Scalars['ID']['input']>;
  targetId: Scalars['ID']['input'];
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationRefreshArgs = {
  refreshToken: Scalars['String']['input'];
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationRemoveAssociationDocumentArgs = {
  id: Scalars['ID']['input'];
  ownerId: Scalars['ID']['input'];
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationRemoveAssociationEventArgs = {
  id: Scalars['ID']['input'];
  ownerId: Scalars['ID']['input'];
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationRemoveAssociationPostArgs = {
  id: Scalars['ID']['input'];
  ownerId: Scalars['ID']['input'];
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationRemoveEvaluationApplicableArgs = {
  evaluationId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationRemoveEvaluationCriterionArgs = {
  evaluationId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationRemoveEvaluationDataArgs = {
  evaluationId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationRemoveEvaluationDocumentArgs = {
  evaluationId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationRemoveEvaluationLinkArgs = {
  evaluationId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationRemoveEvaluationMeasureArgs = {
  evaluationId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationRemoveEvaluationParticipantArgs = {
  evaluationId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationRemoveEvaluationPersonArgs = {
  evaluationId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationRemoveEvaluationPostArgs = {
  evaluationId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationRemoveOrganisationDocumentArgs = {
  id: Scalars['ID']['input'];
  kind: OrganisationKind;
  ownerId: Scalars['ID']['input'];
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationRemoveOrganisationEventArgs = {
  id: Scalars['ID']['input'];
  kind: PublishingOrganisationKind;
  ownerId: Scalars['ID']['input'];
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationRemoveOrganisationPostArgs = {
  id: Scalars['ID']['input'];
  kind: PublishingOrganisationKind;
  ownerId: Scalars['ID']['input'];
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationRemoveProgramDocumentArgs = {
  id: Scalars['ID']['input'];
  ownerId: Scalars['ID']['input'];
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationRemoveProgramEventArgs = {
  id: Scalars['ID']['input'];
  ownerId: Scalars['ID']['input'];
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationRemoveProgramPostArgs = {
  id: Scalars['ID']['input'];
  ownerId: Scalars['ID']['input'];
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationRemoveTrialBureauDocumentArgs = {
  id: Scalars['ID']['input'];
  ownerId: Scalars['ID']['input'];
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationRestoreVersionArgs = {
  entryId: Scalars['ID']['input'];
  field?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationRetryBugReportDeliveryArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationSendActivationArgs = {
  userId: Scalars['ID']['input'];
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationSignInArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationUpdateAddressArgs = {
  id: Scalars['ID']['input'];
  input: UpdateAddressInput;
  version?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationUpdateAssociationArgs = {
  id: Scalars['ID']['input'];
  input: UpdateAssociationInput;
  version?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationUpdateAssociationDocumentArgs = {
  id: Scalars['ID']['input'];
  input: UpdateOrganisationDocumentInput;
  ownerId: Scalars['ID']['input'];
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationUpdateAssociationEventArgs = {
  id: Scalars['ID']['input'];
  input: UpdateEventInput;
  ownerId: Scalars['ID']['input'];
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationUpdateAssociationPostArgs = {
  id: Scalars['ID']['input'];
  input: UpdatePostInput;
  ownerId: Scalars['ID']['input'];
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationUpdateAssociationSettingsArgs = {
  ownerId: Scalars['ID']['input'];
  values: Scalars['JSON']['input'];
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationUpdateCenterArgs = {
  id: Scalars['ID']['input'];
  input: UpdateCenterInput;
  version?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationUpdateCountryArgs = {
  id: Scalars['ID']['input'];
  input: UpdateCountryInput;
  version?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationUpdateEvaluationArgs = {
  id: Scalars['ID']['input'];
  input: UpdateEvaluationInput;
  version?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationUpdateEvaluationApplicableArgs = {
  evaluationId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  input: UpdateApplicableInput;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationUpdateEvaluationCriterionArgs = {
  evaluationId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  input: UpdateCriterionInput;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationUpdateEvaluationDataArgs = {
  evaluationId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  input: UpdateEvaluationDataInput;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationUpdateEvaluationDocumentArgs = {
  evaluationId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  input: UpdateEvaluationDocumentInput;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationUpdateEvaluationLinkArgs = {
  evaluationId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  input: UpdateEvaluationLinkInput;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationUpdateEvaluationMeasureArgs = {
  evaluationId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  input: UpdateMeasureInput;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationUpdateEvaluationParticipantArgs = {
  evaluationId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  input: UpdateParticipantInput;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationUpdateEvaluationPersonArgs = {
  evaluationId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  input: UpdateEvaluationPersonInput;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationUpdateEvaluationPostArgs = {
  evaluationId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  input: UpdateEvaluationPostInput;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationUpdateEvaluationSettingsArgs = {
  evaluationId: Scalars['ID']['input'];
  values: Scalars['JSON']['input'];
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationUpdateEventArgs = {
  id: Scalars['ID']['input'];
  input: UpdateEventInput;
  version?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationUpdateGradationArgs = {
  id: Scalars['ID']['input'];
  input: UpdateGradationInput;
  version?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationUpdateHourArgs = {
  id: Scalars['ID']['input'];
  input: UpdateHourInput;
  version?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationUpdateInclusionDataArgs = {
  id: Scalars['ID']['input'];
  input: UpdateInclusionDataInput;
  version?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationUpdateOrganisationArgs = {
  id: Scalars['ID']['input'];
  input: UpdateOrganisationInput;
  kind: OrganisationKind;
  version?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationUpdateOrganisationDocumentArgs = {
  id: Scalars['ID']['input'];
  input: UpdateOrganisationDocumentInput;
  kind: OrganisationKind;
  ownerId: Scalars['ID']['input'];
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationUpdateOrganisationEventArgs = {
  id: Scalars['ID']['input'];
  input: UpdateEventInput;
  kind: PublishingOrganisationKind;
  ownerId: Scalars['ID']['input'];
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationUpdateOrganisationPostArgs = {
  id: Scalars['ID']['input'];
  input: UpdatePostInput;
  kind: PublishingOrganisationKind;
  ownerId: Scalars['ID']['input'];
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationUpdateOrganisationSettingsArgs = {
  kind: OrganisationKind;
  ownerId: Scalars['ID']['input'];
  values: Scalars['JSON']['input'];
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationUpdatePostArgs = {
  id: Scalars['ID']['input'];
  input: UpdatePostInput;
  version?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationUpdateProgramArgs = {
  id: Scalars['ID']['input'];
  input: UpdateProgramInput;
  version?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationUpdateProgramDocumentArgs = {
  id: Scalars['ID']['input'];
  input: UpdateOrganisationDocumentInput;
  ownerId: Scalars['ID']['input'];
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationUpdateProgramEventArgs = {
  id: Scalars['ID']['input'];
  input: UpdateEventInput;
  ownerId: Scalars['ID']['input'];
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationUpdateProgramPostArgs = {
  id: Scalars['ID']['input'];
  input: UpdatePostInput;
  ownerId: Scalars['ID']['input'];
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationUpdateProgramSettingsArgs = {
  ownerId: Scalars['ID']['input'];
  values: Scalars['JSON']['input'];
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationUpdateSiteContentArgs = {
  input: UpdateSiteContentInput;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationUpdateSitePageArgs = {
  input: UpdateSitePageInput;
  key: SitePageKey;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationUpdateSpecializationArgs = {
  id: Scalars['ID']['input'];
  input: UpdateSpecializationInput;
  version?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationUpdateTrialBureauArgs = {
  id: Scalars['ID']['input'];
  input: UpdateTrialBureauInput;
  version?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationUpdateTrialBureauDocumentArgs = {
  id: Scalars['ID']['input'];
  input: UpdateOrganisationDocumentInput;
  ownerId: Scalars['ID']['input'];
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationUpdateTrialBureauSettingsArgs = {
  ownerId: Scalars['ID']['input'];
  values: Scalars['JSON']['input'];
};


/**
 * Every write of the facade. Each mutation calls one /v1 route with the caller's bearer token, so
 * /v1 checks every permission. The fields are added by the domain files (`extend type Mutation`);
 * files are uploaded over REST (`POST /v1/files`) and referenced by id.
 */
export type MutationUpdateUserArgs = {
  id: Scalars['ID']['input'];
  input: UpdateUserInput;
  version?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * What every organisation has: an association, a program or a trial bureau. Select a kind's own
 * fields with `... on Association`, `... on Program` or `... on TrialBureau`, and the events and posts
 * of the kinds that have them with `... on PublishingOrganisation`.
 */
export type Organisation = {
  /** Abbreviation (at most 30 characters). */
  abbreviation?: Maybe<Scalars['String']['output']>;
  /** About text (rich text). */
  about?: Maybe<Scalars['String']['output']>;
  /** The banner file. */
  banner?: Maybe<File>;
  /** File id of the banner, if any. */
  bannerId?: Maybe<Scalars['ID']['output']>;
  /** Contact details (rich text). */
  contact?: Maybe<Scalars['String']['output']>;
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Description (rich text). */
  description?: Maybe<Scalars['String']['output']>;
  /** Its documents (visitors: public ones), by type and title. */
  documents: Array<Document>;
  /** Its evaluations (visitors: published ones), by title. */
  evaluations: Array<Evaluation>;
  /** The id (unique within its kind only). */
  id: Scalars['ID']['output'];
  /** The logo file. */
  logo?: Maybe<File>;
  /** File id of the logo, if any. */
  logoId?: Maybe<Scalars['ID']['output']>;
  /** Its key/value settings. */
  settings: Array<Setting>;
  /** Its medical specializations, by title. */
  specializations: Array<Specialization>;
  /** Its name: an association's or program's title, a trial bureau's name. */
  title: Scalars['String']['output'];
  /** When it was last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** Website address. */
  url?: Maybe<Scalars['String']['output']>;
  /** The record's version (its ETag on /v1): pass it to the update as `version`, and a change someone else made meanwhile is not overwritten (CONFLICT). Asked of one record at a time, as the editor does; null where you may not read it. */
  version?: Maybe<Scalars['Int']['output']>;
};

/** A document to attach to an association, program or trial bureau (a file uploaded before). */
export type OrganisationDocumentInput = {
  /** Id of the file uploaded before over REST (POST /v1/files). */
  fileId: Scalars['ID']['input'];
  /** Whether visitors may see it; false by default. */
  isPublic?: InputMaybe<Scalars['Boolean']['input']>;
  /** Title. */
  title: Scalars['String']['input'];
  /** Document type. */
  type: OrganisationDocumentType;
};

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

/** Filters of an organisation list. */
export type OrganisationFilter = {
  /** Only these ids. */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Full-text search; without a sort the most relevant come first. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Linked to any of these specializations. */
  specializationId?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** Which of the three organisation kinds: each is its own /v1 resource with its own ids. */
export type OrganisationKind =
  /** An association (/v1/associations). */
  | 'ASSOCIATION'
  /** A research program (/v1/programs). */
  | 'PROGRAM'
  /** A trial bureau (/v1/trial-bureau). */
  | 'TRIAL_BUREAU';

/** A page of organisations of one kind. */
export type OrganisationPage = {
  __typename?: 'OrganisationPage';
  /** The items on this page. */
  data: Array<Organisation>;
  /** Where this page is in the whole list. */
  pageInfo: PageInfo;
};

/** One sort key of an organisation list; by title by default. */
export type OrganisationSort = {
  /** Ascending (default) or descending. */
  direction?: InputMaybe<SortDirection>;
  /** The key. */
  field: OrganisationSortField;
};

/** Sort keys of an organisation list. */
export type OrganisationSortField =
  /** By creation time. */
  | 'CREATED_AT'
  /** By id. */
  | 'ID'
  /** By search relevance (with a search filter). */
  | 'RELEVANCE'
  /** By title (a trial bureau's name). */
  | 'TITLE'
  /** By last change. */
  | 'UPDATED_AT';

/** Paging of a list, as the /v1 list answer reports it (`current_page`, `from`, `to`, ...). */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** The page this answer holds, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Position (from 1) of the first item on this page; null when the page is empty. */
  from?: Maybe<Scalars['Int']['output']>;
  /** The last page there is (at least 1). */
  lastPage: Scalars['Int']['output'];
  /** Items per page (the `limit` argument; 25 by default, at most 100). */
  perPage: Scalars['Int']['output'];
  /** Position of the last item on this page; null when the page is empty. */
  to?: Maybe<Scalars['Int']['output']>;
  /** Number of items matching the filter over all pages. */
  total: Scalars['Int']['output'];
};

/** Planned participants of one study arm or cohort; their amounts add up to the inclusion target. */
export type Participant = {
  __typename?: 'Participant';
  /** Planned number of participants. */
  amount: Scalars['Int']['output'];
  /** Notes on this arm. */
  description?: Maybe<Scalars['String']['output']>;
  /** The row's id. */
  id: Scalars['ID']['output'];
  /** Study arm or cohort kind. */
  type: ParticipantType;
};

/** Planned participants to add. */
export type ParticipantInput = {
  /** Planned number (0 or more). */
  amount: Scalars['Int']['input'];
  /** Notes. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Study arm or cohort kind. */
  type: ParticipantType;
};

/** Study arm or cohort kind of planned participants. */
export type ParticipantType =
  | 'COHORT'
  | 'OTHER'
  | 'RCT'
  | 'RCT1'
  | 'RCT2';

/** A person as an evaluation shows them; contact details only for signed-in users. */
export type PersonCard = {
  __typename?: 'PersonCard';
  /** File id of the avatar, if any. */
  avatarId?: Maybe<Scalars['ID']['output']>;
  /** E-mail address; null for visitors. */
  email?: Maybe<Scalars['String']['output']>;
  /** Form of address. */
  gender?: Maybe<Gender>;
  /** The user's id. */
  id: Scalars['ID']['output'];
  /** Full name. */
  name: Scalars['String']['output'];
  /** Phone number; null for visitors (or when unknown). */
  phoneNumber?: Maybe<Scalars['String']['output']>;
  /** Academic title. */
  title?: Maybe<UserTitle>;
};

/** A news post; visitors see it once its publish time has come. */
export type Post = {
  __typename?: 'Post';
  /** Content (rich text). */
  content?: Maybe<Scalars['String']['output']>;
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** The post's id. */
  id: Scalars['ID']['output'];
  /** Its image. */
  image?: Maybe<File>;
  /** File id of its image, if any. */
  imageId?: Maybe<Scalars['ID']['output']>;
  /** Whether it is pinned on top. */
  isPinned: Scalars['Boolean']['output'];
  /** The owner, in brief. */
  postable?: Maybe<PostOwner>;
  /** The owner's id; null for news of the site itself. */
  postableId?: Maybe<Scalars['ID']['output']>;
  /** Kind of owner; null for news of the site itself. */
  postableType?: Maybe<PostableType>;
  /** When it is (or was) published; null for a draft. */
  publishAt?: Maybe<Scalars['DateTime']['output']>;
  /** Title. */
  title: Scalars['String']['output'];
  /** When it was last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** The record's version (its ETag on /v1): pass it to the update as `version`, and a change someone else made meanwhile is not overwritten (CONFLICT). Asked of one record at a time, as the editor does; null where you may not read it. */
  version?: Maybe<Scalars['Int']['output']>;
};

/** Filters of the post list. */
export type PostFilter = {
  /** Published from this day or moment. */
  from?: InputMaybe<Scalars['String']['input']>;
  /** Only these ids. */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Pinned or not. */
  isPinned?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only posts of these owners. */
  postableId?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Only posts of this kind of owner. */
  postableType?: InputMaybe<PostableType>;
  /** Full-text search over title and content. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Published up to this day or moment. */
  to?: InputMaybe<Scalars['String']['input']>;
};

/** A post to add through its owner (the owner comes from the mutation). */
export type PostInput = {
  /** Content (rich text). */
  content?: InputMaybe<Scalars['String']['input']>;
  /** File id of an image uploaded before (POST /v1/files). */
  imageId?: InputMaybe<Scalars['ID']['input']>;
  /** Pin on top; false by default. */
  isPinned?: InputMaybe<Scalars['Boolean']['input']>;
  /** Publish time; left out: now; null: a draft. */
  publishAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** Title. */
  title: Scalars['String']['input'];
};

/** The owner of a post, in brief. */
export type PostOwner = {
  __typename?: 'PostOwner';
  /** Its id. */
  id: Scalars['ID']['output'];
  /** Its title. */
  title: Scalars['String']['output'];
  /** Its kind. */
  type: PostableType;
};

/** A page of posts. */
export type PostPage = {
  __typename?: 'PostPage';
  /** The posts on this page. */
  data: Array<Post>;
  /** Where this page is in the whole list. */
  pageInfo: PageInfo;
};

/** One sort key of the post list. */
export type PostSort = {
  /** Ascending (default) or descending. */
  direction?: InputMaybe<SortDirection>;
  /** The key. */
  field: PostSortField;
};

/** Sort keys of the post list. */
export type PostSortField =
  /** By creation time. */
  | 'CREATED_AT'
  /** By id. */
  | 'ID'
  /** Pinned first (descending) or last. */
  | 'IS_PINNED'
  /** By publish time. */
  | 'PUBLISH_AT'
  /** By title. */
  | 'TITLE'
  /** By last change. */
  | 'UPDATED_AT';

/** Who may own a post; a post without owner is news of the site itself. */
export type PostableType =
  /** An association. */
  | 'ASSOCIATION'
  /** An evaluation. */
  | 'EVALUATION'
  /** A program. */
  | 'PROGRAM';

/** A research program; publishes events and posts. */
export type Program = Organisation & PublishingOrganisation & {
  __typename?: 'Program';
  /** Abbreviation (at most 30 characters). */
  abbreviation?: Maybe<Scalars['String']['output']>;
  /** About text (rich text). */
  about?: Maybe<Scalars['String']['output']>;
  /** The banner file. */
  banner?: Maybe<File>;
  /** File id of the banner, if any. */
  bannerId?: Maybe<Scalars['ID']['output']>;
  /** Contact details (rich text). */
  contact?: Maybe<Scalars['String']['output']>;
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Description (rich text). */
  description?: Maybe<Scalars['String']['output']>;
  /** Its documents (visitors: public ones), by type and title. */
  documents: Array<Document>;
  /** Its evaluations (visitors: published ones), by title. */
  evaluations: Array<Evaluation>;
  /** Its events, in calendar order. */
  events: Array<Event>;
  /** The id. */
  id: Scalars['ID']['output'];
  /** The logo file. */
  logo?: Maybe<File>;
  /** File id of the logo, if any. */
  logoId?: Maybe<Scalars['ID']['output']>;
  /** Its posts (visitors: published ones), pinned first, newest first. */
  posts: Array<Post>;
  /** Its key/value settings. */
  settings: Array<Setting>;
  /** Its medical specializations, by title. */
  specializations: Array<Specialization>;
  /** Title. */
  title: Scalars['String']['output'];
  /** When it was last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** Website address. */
  url?: Maybe<Scalars['String']['output']>;
  /** The record's version (its ETag on /v1): pass it to the update as `version`, and a change someone else made meanwhile is not overwritten (CONFLICT). Asked of one record at a time, as the editor does; null where you may not read it. */
  version?: Maybe<Scalars['Int']['output']>;
};

/** Filters of the Program list. */
export type ProgramFilter = {
  /** Only these ids. */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Full-text search; without a sort the most relevant come first. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Linked to any of these specializations. */
  specializationId?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** A page of programs. */
export type ProgramPage = {
  __typename?: 'ProgramPage';
  /** The items on this page. */
  data: Array<Program>;
  /** Where this page is in the whole list. */
  pageInfo: PageInfo;
};

/** One sort key of the Program list; by title by default. */
export type ProgramSort = {
  /** Ascending (default) or descending. */
  direction?: InputMaybe<SortDirection>;
  /** The key. */
  field: ProgramSortField;
};

/** Sort keys of the Program list. */
export type ProgramSortField =
  /** By creation time. */
  | 'CREATED_AT'
  /** By id. */
  | 'ID'
  /** By search relevance (with a search filter). */
  | 'RELEVANCE'
  /** By title. */
  | 'TITLE'
  /** By last change. */
  | 'UPDATED_AT';

/** An organisation that publishes events and posts: an association or a program. */
export type PublishingOrganisation = {
  /** Abbreviation (at most 30 characters). */
  abbreviation?: Maybe<Scalars['String']['output']>;
  /** About text (rich text). */
  about?: Maybe<Scalars['String']['output']>;
  /** The banner file. */
  banner?: Maybe<File>;
  /** File id of the banner, if any. */
  bannerId?: Maybe<Scalars['ID']['output']>;
  /** Contact details (rich text). */
  contact?: Maybe<Scalars['String']['output']>;
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Description (rich text). */
  description?: Maybe<Scalars['String']['output']>;
  /** Its documents (visitors: public ones), by type and title. */
  documents: Array<Document>;
  /** Its evaluations (visitors: published ones), by title. */
  evaluations: Array<Evaluation>;
  /** Its events, in calendar order. */
  events: Array<Event>;
  /** The id (unique within its kind only). */
  id: Scalars['ID']['output'];
  /** The logo file. */
  logo?: Maybe<File>;
  /** File id of the logo, if any. */
  logoId?: Maybe<Scalars['ID']['output']>;
  /** Its posts (visitors: published ones), pinned first, newest first. */
  posts: Array<Post>;
  /** Its key/value settings. */
  settings: Array<Setting>;
  /** Its medical specializations, by title. */
  specializations: Array<Specialization>;
  /** Its title. */
  title: Scalars['String']['output'];
  /** When it was last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** Website address. */
  url?: Maybe<Scalars['String']['output']>;
  /** The record's version (its ETag on /v1): pass it to the update as `version`, and a change someone else made meanwhile is not overwritten (CONFLICT). Asked of one record at a time, as the editor does; null where you may not read it. */
  version?: Maybe<Scalars['Int']['output']>;
};

/** The organisation kinds that publish events and posts (a trial bureau has neither). */
export type PublishingOrganisationKind =
  /** An association (/v1/associations). */
  | 'ASSOCIATION'
  /** A research program (/v1/programs). */
  | 'PROGRAM';

/** Every read of the facade. */
export type Query = {
  __typename?: 'Query';
  /** One address by id; null when absent. */
  address?: Maybe<Address>;
  /** Street and city for a Dutch postcode and house number (signed-in users); null when unknown. */
  addressLookup?: Maybe<AddressSuggestion>;
  /** Addresses, paged (signed-in users). */
  addresses: AddressPage;
  /** One Association record by id; null when absent. */
  association?: Maybe<Association>;
  /** Association records, paged (public). */
  associations: AssociationPage;
  /** Whether the configured project board can take reports, as last checked (admin). */
  boardStatus: BoardStatus;
  /** One stored bug report; null when absent (admin). */
  bugReport?: Maybe<BugReport>;
  /** Stored bug reports, newest first by default (admin). */
  bugReports: BugReportPage;
  /** One center by id; null when absent. */
  center?: Maybe<Center>;
  /** Centers, paged (signed-in users). */
  centers: CenterPage;
  /** Countries, paged (public). */
  countries: CountryPage;
  /** One country by id; null when absent. */
  country?: Maybe<Country>;
  /** One evaluation by id or by slug (give one); null when absent or not visible. */
  evaluation?: Maybe<Evaluation>;
  /** Counts per filter value for the evaluation list's filters (visitors: published ones only). */
  evaluationFacets: EvaluationFacets;
  /** Evaluations visible to the caller (visitors: published ones), paged. */
  evaluations: EvaluationPage;
  /** One event by id. */
  event?: Maybe<Event>;
  /** Events of associations and programs, paged (public). */
  events: EventPage;
  /** One gradation by id; null when absent. */
  gradation?: Maybe<Gradation>;
  /** Gradations, paged (public). */
  gradations: GradationPage;
  /** Liveness of the facade itself; a cheap probe for integrators. */
  health: Health;
  /** The history of one record, newest first (admins: any; other staff: a record they may edit). */
  history: HistoryEntryPage;
  /** One hour by id; null when absent. */
  hour?: Maybe<Hour>;
  /** Hours, paged (signed-in users; admin sees everyone's, others their own). */
  hours: HourPage;
  /** Inclusion data rows (/v1/data), paged. */
  inclusionData: InclusionDataPage;
  /** The inclusion monitor over the evaluations marked for it that the caller may see. */
  inclusionMonitor: InclusionMonitor;
  /** The signed-in user; null for visitors. */
  me?: Maybe<User>;
  /** One organisation by kind and id; null when absent. */
  organisation?: Maybe<Organisation>;
  /** Organisations of one kind, paged (public). */
  organisations: OrganisationPage;
  /** One post by id. */
  post?: Maybe<Post>;
  /** Posts visible to the caller, paged. */
  posts: PostPage;
  /** One Program record by id; null when absent. */
  program?: Maybe<Program>;
  /** Program records, paged (public). */
  programs: ProgramPage;
  /** What was removed lately and can be brought back ("Recent verwijderd"; admin), newest first. */
  recentlyDeleted: HistoryEntryPage;
  /** Searches associations, programs and evaluations (visitors: published ones) for a term. */
  search: SearchResult;
  /** The signed-in caller's session settings; UNAUTHENTICATED for visitors and ended sessions. */
  sessionSettings: Array<SessionSetting>;
  /** The site's details, contact, privacy statement and sponsors (public). */
  siteContent: SiteContent;
  /** One information page (public). */
  sitePage: SitePage;
  /** Every information page, in the menu's order (public). */
  sitePages: Array<SitePage>;
  /** One specialization by id; null when absent. */
  specialization?: Maybe<Specialization>;
  /** Specializations, paged (public). */
  specializations: SpecializationPage;
  /** One TrialBureau record by id; null when absent. */
  trialBureau?: Maybe<TrialBureau>;
  /** TrialBureau records, paged (public). */
  trialBureaus: TrialBureauPage;
  /** Two-step verification of the signed-in user; null for visitors. */
  twoFactor?: Maybe<TwoFactorStatus>;
  /** One user by id; null when absent or not visible. */
  user?: Maybe<User>;
  /** Active users whose name contains every word of `search` (at least 2 characters), by name; any signed-in user. */
  userDirectory: Array<DirectoryUser>;
  /** Users (admin, editor: everyone; researcher: themself), paged. */
  users: UserPage;
};


/** Every read of the facade. */
export type QueryAddressArgs = {
  id: Scalars['ID']['input'];
};


/** Every read of the facade. */
export type QueryAddressLookupArgs = {
  input: AddressLookupInput;
};


/** Every read of the facade. */
export type QueryAddressesArgs = {
  filter?: InputMaybe<AddressFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<AddressSort>>;
};


/** Every read of the facade. */
export type QueryAssociationArgs = {
  id: Scalars['ID']['input'];
};


/** Every read of the facade. */
export type QueryAssociationsArgs = {
  filter?: InputMaybe<AssociationFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<AssociationSort>>;
};


/** Every read of the facade. */
export type QueryBugReportArgs = {
  id: Scalars['ID']['input'];
};


/** Every read of the facade. */
export type QueryBugReportsArgs = {
  filter?: InputMaybe<BugReportFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<BugReportSort>>;
};


/** Every read of the facade. */
export type QueryCenterArgs = {
  id: Scalars['ID']['input'];
};


/** Every read of the facade. */
export type QueryCentersArgs = {
  filter?: InputMaybe<CenterFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<CenterSort>>;
};


/** Every read of the facade. */
export type QueryCountriesArgs = {
  filter?: InputMaybe<CountryFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<CountrySort>>;
};


/** Every read of the facade. */
export type QueryCountryArgs = {
  id: Scalars['ID']['input'];
};


/** Every read of the facade. */
export type QueryEvaluationArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
};


/** Every read of the facade. */
export type QueryEvaluationFacetsArgs = {
  filter?: InputMaybe<EvaluationFilter>;
};


/** Every read of the facade. */
export type QueryEvaluationsArgs = {
  filter?: InputMaybe<EvaluationFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<EvaluationSort>>;
};


/** Every read of the facade. */
export type QueryEventArgs = {
  id: Scalars['ID']['input'];
};


/** Every read of the facade. */
export type QueryEventsArgs = {
  filter?: InputMaybe<EventFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<EventSort>>;
};


/** Every read of the facade. */
export type QueryGradationArgs = {
  id: Scalars['ID']['input'];
};


/** Every read of the facade. */
export type QueryGradationsArgs = {
  filter?: InputMaybe<GradationFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<GradationSort>>;
};


/** Every read of the facade. */
export type QueryHistoryArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  recordId: Scalars['ID']['input'];
  recordType: Scalars['String']['input'];
};


/** Every read of the facade. */
export type QueryHourArgs = {
  id: Scalars['ID']['input'];
};


/** Every read of the facade. */
export type QueryHoursArgs = {
  filter?: InputMaybe<HourFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<HourSort>>;
};


/** Every read of the facade. */
export type QueryInclusionDataArgs = {
  filter?: InputMaybe<InclusionDataFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<InclusionDataSort>>;
};


/** Every read of the facade. */
export type QueryOrganisationArgs = {
  id: Scalars['ID']['input'];
  kind: OrganisationKind;
};


/** Every read of the facade. */
export type QueryOrganisationsArgs = {
  filter?: InputMaybe<OrganisationFilter>;
  kind: OrganisationKind;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<OrganisationSort>>;
};


/** Every read of the facade. */
export type QueryPostArgs = {
  id: Scalars['ID']['input'];
};


/** Every read of the facade. */
export type QueryPostsArgs = {
  filter?: InputMaybe<PostFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<PostSort>>;
};


/** Every read of the facade. */
export type QueryProgramArgs = {
  id: Scalars['ID']['input'];
};


/** Every read of the facade. */
export type QueryProgramsArgs = {
  filter?: InputMaybe<ProgramFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<ProgramSort>>;
};


/** Every read of the facade. */
export type QueryRecentlyDeletedArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


/** Every read of the facade. */
export type QuerySearchArgs = {
  term: Scalars['String']['input'];
};


/** Every read of the facade. */
export type QuerySitePageArgs = {
  key: SitePageKey;
};


/** Every read of the facade. */
export type QuerySpecializationArgs = {
  id: Scalars['ID']['input'];
};


/** Every read of the facade. */
export type QuerySpecializationsArgs = {
  filter?: InputMaybe<SpecializationFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<SpecializationSort>>;
};


/** Every read of the facade. */
export type QueryTrialBureauArgs = {
  id: Scalars['ID']['input'];
};


/** Every read of the facade. */
export type QueryTrialBureausArgs = {
  filter?: InputMaybe<TrialBureauFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<TrialBureauSort>>;
};


/** Every read of the facade. */
export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};


/** Every read of the facade. */
export type QueryUserDirectoryArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  search: Scalars['String']['input'];
};


/** Every read of the facade. */
export type QueryUsersArgs = {
  filter?: InputMaybe<UserFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<UserSort>>;
};

/** A new password from a reset or activation link. */
export type ResetPasswordInput = {
  /** The new password. */
  password: Scalars['String']['input'];
  /** The new password again. */
  passwordConfirmation: Scalars['String']['input'];
  /** The token from the mailed link. */
  token: Scalars['String']['input'];
};

/** What a restore wrote back. */
export type RestoredVersion = {
  __typename?: 'RestoredVersion';
  /** The fields written back (as /v1 names them); empty when the record already read so. */
  fields: Array<Scalars['String']['output']>;
  /** The record's id. */
  recordId: Scalars['ID']['output'];
  /** The record's kind, as its /v1 path names it. */
  recordType: Scalars['String']['output'];
};

/** A staff role: admin (Beheerder), editor, researcher (Onderzoeker). */
export type Role =
  | 'ADMIN'
  | 'EDITOR'
  | 'RESEARCHER';

/** A part of the search that failed. */
export type SearchError = {
  __typename?: 'SearchError';
  /** Why, as /v1 said it (in the request's language). */
  message: Scalars['String']['output'];
  /** Which part failed. */
  model: SearchModel;
};

/** One search hit, ready to show as a result row. */
export type SearchItem = {
  __typename?: 'SearchItem';
  /** Address of its logo, or `/images/default-avatar.svg` when it has none. */
  avatar: Scalars['String']['output'];
  /** The record's id. */
  id: Scalars['ID']['output'];
  /** Kind of record. */
  model: SearchModel;
  /** Its kind in Dutch, shown as a second line: `vereniging`, `programma` or `zorgevaluatie`. */
  subtitle: Scalars['String']['output'];
  /** Title (a trial bureau's name, an evaluation's title, ...). */
  title: Scalars['String']['output'];
  /** Path of its public page. */
  url: Scalars['String']['output'];
};

/** The kind of record a search item is. */
export type SearchModel =
  /** An association. */
  | 'ASSOCIATION'
  /** An evaluation. */
  | 'EVALUATION'
  /** A program. */
  | 'PROGRAM';

/** The answer of a search: the hits of the parts that worked and the errors of those that did not. */
export type SearchResult = {
  __typename?: 'SearchResult';
  /** One entry per failed part; empty when all worked. */
  errors: Array<SearchError>;
  /** Hits, grouped by kind (associations, programs, evaluations), each most relevant first. */
  items: Array<SearchItem>;
};

/**
 * One session setting. Keys: `session_idle_minutes` (a session unused this long ends),
 * `session_absolute_hours` (every session ends this long after its login), `upload_max_bytes`
 * (the largest file an upload accepts). Values are text: numbers in decimal.
 */
export type SessionSetting = {
  __typename?: 'SessionSetting';
  /** The setting's name. */
  key: Scalars['String']['output'];
  /** Its value as text. */
  value: Scalars['String']['output'];
};

/** One key/value setting of an evaluation, association, program or trial bureau. */
export type Setting = {
  __typename?: 'Setting';
  /** The setting's id. */
  id: Scalars['ID']['output'];
  /** The key, unique per owner. */
  key: Scalars['String']['output'];
  /** The value: any JSON. */
  value?: Maybe<Scalars['JSON']['output']>;
};

/** What `signIn` answers: a token pair, or a challenge when the account uses two-step verification. */
export type SignInResult = AuthTokens | TwoFactorChallenge;

/**
 * The site's details: the contact details the contact page shows, where the privacy statement is and
 * the sponsors the footer shows, in their order.
 */
export type SiteContent = {
  __typename?: 'SiteContent';
  city?: Maybe<Scalars['String']['output']>;
  /** The contact details are invented example content; the contact page says so. */
  contactIsExample: Scalars['Boolean']['output'];
  email?: Maybe<Scalars['String']['output']>;
  /** Opening hours in English. */
  openingHoursEn?: Maybe<Scalars['String']['output']>;
  /** Opening hours in Dutch. */
  openingHoursNl?: Maybe<Scalars['String']['output']>;
  /** The organisation's name, first line of the postal address. */
  organisation?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  /** Dutch postcode, `1234 AB`. */
  postcode?: Maybe<Scalars['String']['output']>;
  /** The uploaded PDF of the privacy statement (or null when it is a web address). */
  privacyStatementFile?: Maybe<File>;
  /** Where the footer's privacy link goes: the web address or the PDF's. */
  privacyStatementHref?: Maybe<Scalars['String']['output']>;
  /** The privacy statement's web address (or null when it is an uploaded PDF). */
  privacyStatementUrl?: Maybe<Scalars['String']['output']>;
  /** The sponsors in the footer's order. */
  sponsors: Array<Sponsor>;
  /** Street and number. */
  street?: Maybe<Scalars['String']['output']>;
  /** When the details were last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/**
 * One information page's texts: a plain introduction and a rich-text body (sanitized), in Dutch and
 * English. The page's title is the menu's label.
 */
export type SitePage = {
  __typename?: 'SitePage';
  bodyEn?: Maybe<Scalars['String']['output']>;
  bodyNl?: Maybe<Scalars['String']['output']>;
  introEn?: Maybe<Scalars['String']['output']>;
  introNl?: Maybe<Scalars['String']['output']>;
  key: SitePageKey;
  /** When the page was last changed (null: never written). */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** The information pages whose texts an admin edits (`/v1/site-content/pages/{key}`), by route. */
export type SitePageKey =
  /** /about: Wat is zorgevaluatie. */
  | 'ABOUT'
  /** /accessibility: the accessibility statement. */
  | 'ACCESSIBILITY'
  /** /contact. */
  | 'CONTACT'
  /** /disclaimer. */
  | 'DISCLAIMER'
  /** /who: Wie zijn wij. */
  | 'WHO';

/** Order of a sort key: ascending, or descending (a leading `!` in the /v1 sort parameter). */
export type SortDirection =
  /** Smallest, earliest or A first. */
  | 'ASC'
  /** Largest, latest or Z first. */
  | 'DESC';

/** A medical specialization. */
export type Specialization = {
  __typename?: 'Specialization';
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** The id. */
  id: Scalars['ID']['output'];
  /** Title. */
  title: Scalars['String']['output'];
  /** When it was last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** The record's version (its ETag on /v1): pass it to the update as `version`, and a change someone else made meanwhile is not overwritten (CONFLICT). Asked of one record at a time, as the editor does; null where you may not read it. */
  version?: Maybe<Scalars['Int']['output']>;
};

/** Filters of the specialization list. */
export type SpecializationFilter = {
  /** Only these ids. */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Part of the title. */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** A page of specializations. */
export type SpecializationPage = {
  __typename?: 'SpecializationPage';
  /** The items on this page. */
  data: Array<Specialization>;
  /** Where this page is in the whole list. */
  pageInfo: PageInfo;
};

/** One sort key of the specialization list; by title by default. */
export type SpecializationSort = {
  /** Ascending (default) or descending. */
  direction?: InputMaybe<SortDirection>;
  /** The key. */
  field: SpecializationSortField;
};

/** Sort keys of the specialization list. */
export type SpecializationSortField =
  /** By creation time. */
  | 'CREATED_AT'
  /** By id. */
  | 'ID'
  /** By title. */
  | 'TITLE'
  /** By last change. */
  | 'UPDATED_AT';

/** A sponsor in the footer: its name (also the logo's alternative text), a link and a logo. */
export type Sponsor = {
  __typename?: 'Sponsor';
  id: Scalars['ID']['output'];
  /** An image: SVG, PNG, JPEG or WebP. */
  logo?: Maybe<File>;
  name: Scalars['String']['output'];
  /** Its place in the footer, from 0. */
  position: Scalars['Int']['output'];
  url?: Maybe<Scalars['String']['output']>;
};

/** A sponsor in the list sent: an existing one by its id, a new one without. */
export type SponsorInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
  /** An image uploaded with `POST /v1/files`. */
  logoId?: InputMaybe<Scalars['ID']['input']>;
  name: Scalars['String']['input'];
  url?: InputMaybe<Scalars['String']['input']>;
};

/** A trial bureau (the spec names it, not titles it); has documents but no events or posts. */
export type TrialBureau = Organisation & {
  __typename?: 'TrialBureau';
  /** Abbreviation (at most 30 characters). */
  abbreviation?: Maybe<Scalars['String']['output']>;
  /** About text (rich text). */
  about?: Maybe<Scalars['String']['output']>;
  /** The banner file. */
  banner?: Maybe<File>;
  /** File id of the banner, if any. */
  bannerId?: Maybe<Scalars['ID']['output']>;
  /** Contact details (rich text). */
  contact?: Maybe<Scalars['String']['output']>;
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Description (rich text). */
  description?: Maybe<Scalars['String']['output']>;
  /** Its documents (visitors: public ones), by type and title. */
  documents: Array<Document>;
  /** Its evaluations (visitors: published ones), by title. */
  evaluations: Array<Evaluation>;
  /** The id. */
  id: Scalars['ID']['output'];
  /** The logo file. */
  logo?: Maybe<File>;
  /** File id of the logo, if any. */
  logoId?: Maybe<Scalars['ID']['output']>;
  /** Name. */
  name: Scalars['String']['output'];
  /** Its key/value settings. */
  settings: Array<Setting>;
  /** Its medical specializations, by title. */
  specializations: Array<Specialization>;
  /** Its name again, under the field every Organisation has. */
  title: Scalars['String']['output'];
  /** When it was last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** Website address. */
  url?: Maybe<Scalars['String']['output']>;
  /** The record's version (its ETag on /v1): pass it to the update as `version`, and a change someone else made meanwhile is not overwritten (CONFLICT). Asked of one record at a time, as the editor does; null where you may not read it. */
  version?: Maybe<Scalars['Int']['output']>;
};

/** Filters of the TrialBureau list. */
export type TrialBureauFilter = {
  /** Only these ids. */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Full-text search; without a sort the most relevant come first. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Linked to any of these specializations. */
  specializationId?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** A page of trial bureaus. */
export type TrialBureauPage = {
  __typename?: 'TrialBureauPage';
  /** The items on this page. */
  data: Array<TrialBureau>;
  /** Where this page is in the whole list. */
  pageInfo: PageInfo;
};

/** One sort key of the TrialBureau list; by name by default. */
export type TrialBureauSort = {
  /** Ascending (default) or descending. */
  direction?: InputMaybe<SortDirection>;
  /** The key. */
  field: TrialBureauSortField;
};

/** Sort keys of the TrialBureau list. */
export type TrialBureauSortField =
  /** By creation time. */
  | 'CREATED_AT'
  /** By id. */
  | 'ID'
  /** By name. */
  | 'NAME'
  /** By search relevance (with a search filter). */
  | 'RELEVANCE'
  /** By last change. */
  | 'UPDATED_AT';

/** The first step of a login for an account with two-step verification; finish it with `completeSignIn`. */
export type TwoFactorChallenge = {
  __typename?: 'TwoFactorChallenge';
  /** Single-use token for `completeSignIn`. */
  challengeToken: Scalars['String']['output'];
  /** Seconds until the challenge expires (5 minutes). */
  expiresIn: Scalars['Int']['output'];
};

/** A new two-step verification secret, until `confirmTwoFactorSetup` turns it on. */
export type TwoFactorSetup = {
  __typename?: 'TwoFactorSetup';
  /** The otpauth:// URI the QR code holds. */
  otpauthUri: Scalars['String']['output'];
  /** The QR code as an image data URL (SVG). */
  qrCode: Scalars['String']['output'];
  /** The secret in base32, for typing into an authenticator app. */
  secret: Scalars['String']['output'];
};

/** Two-step verification of the signed-in user. */
export type TwoFactorStatus = {
  __typename?: 'TwoFactorStatus';
  /** Whether this user may turn it on (admins and editors). */
  available: Scalars['Boolean']['output'];
  /** Whether sign-in asks for a code. */
  enabled: Scalars['Boolean']['output'];
  /** Recovery codes not yet used. */
  recoveryCodesLeft: Scalars['Int']['output'];
};

/** Changes to a address; only the given fields change. */
export type UpdateAddressInput = {
  /** City. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** Contact person or details. */
  contact?: InputMaybe<Scalars['String']['input']>;
  /** Country id; none applies the Dutch postcode rule. */
  countryId?: InputMaybe<Scalars['ID']['input']>;
  /** House number (digits only). */
  number?: InputMaybe<Scalars['String']['input']>;
  /** House number addition. */
  numberAdd?: InputMaybe<Scalars['String']['input']>;
  /** Postcode (checked against the country). */
  postcode?: InputMaybe<Scalars['String']['input']>;
  /** Street. */
  street?: InputMaybe<Scalars['String']['input']>;
};

/** Changes to a section; only the given fields change. */
export type UpdateApplicableInput = {
  /** Its text (rich text). */
  content?: InputMaybe<Scalars['String']['input']>;
  /** Whether it is shown. */
  isVisible?: InputMaybe<Scalars['Boolean']['input']>;
  /** The form's choice. */
  status?: InputMaybe<Applicability>;
  /** Which section. */
  type?: InputMaybe<ApplicableType>;
};

/** Changes to a Association record; only the given fields change. */
export type UpdateAssociationInput = {
  /** Abbreviation. */
  abbreviation?: InputMaybe<Scalars['String']['input']>;
  /** About text (rich text). */
  about?: InputMaybe<Scalars['String']['input']>;
  /** File id of an uploaded banner image (POST /v1/files). */
  bannerId?: InputMaybe<Scalars['ID']['input']>;
  /** Contact details (rich text). */
  contact?: InputMaybe<Scalars['String']['input']>;
  /** Description (rich text). */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Evaluations (replaces the set). */
  evaluationIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** File id of an uploaded logo image (POST /v1/files). */
  logoId?: InputMaybe<Scalars['ID']['input']>;
  /** Specializations (replaces the set). */
  specializationIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Title (at most 250 characters). */
  title?: InputMaybe<Scalars['String']['input']>;
  /** Website address. */
  url?: InputMaybe<Scalars['String']['input']>;
};

/** Changes to a center; only the given fields change. */
export type UpdateCenterInput = {
  /** Id of its address. */
  addressId?: InputMaybe<Scalars['ID']['input']>;
  /** Title. */
  title?: InputMaybe<Scalars['String']['input']>;
  /** Kind of center. */
  type?: InputMaybe<CenterType>;
};

/** Changes to a country; only the given fields change. */
export type UpdateCountryInput = {
  /** ISO 3166-1 alpha-2 code. */
  code?: InputMaybe<Scalars['String']['input']>;
  /** Name. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** Changes to a criterion. */
export type UpdateCriterionInput = {
  /** The text. */
  content?: InputMaybe<Scalars['String']['input']>;
  /** Order within its type. */
  position?: InputMaybe<Scalars['Int']['input']>;
  /** Inclusion or exclusion. */
  type?: InputMaybe<CriterionType>;
};

/** Changes to a month of inclusions of an evaluation. */
export type UpdateEvaluationDataInput = {
  /** Patients included. */
  sampleSize: Scalars['Int']['input'];
};

/** Changes to an evaluation document. */
export type UpdateEvaluationDocumentInput = {
  /** Id of a replacement file uploaded before. */
  fileId?: InputMaybe<Scalars['ID']['input']>;
  /** Whether visitors may see it. */
  isPublic?: InputMaybe<Scalars['Boolean']['input']>;
  /** Title. */
  title?: InputMaybe<Scalars['String']['input']>;
  /** Document type. */
  type?: InputMaybe<EvaluationDocumentType>;
};

/** Changes to an evaluation (PATCH): only the given fields change; null clears a field. */
export type UpdateEvaluationInput = {
  /** Adjusted end day. */
  adjustedEndsAt?: InputMaybe<Scalars['Date']['input']>;
  /** Analysis (rich text). */
  analysis?: InputMaybe<Scalars['String']['input']>;
  /** Associations (replaces the set). */
  associationIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** File id of an uploaded banner. */
  bannerId?: InputMaybe<Scalars['ID']['input']>;
  /** Castor study slug. */
  castorSlug?: InputMaybe<Scalars['String']['input']>;
  /** Contact information (rich text). */
  contactInfo?: InputMaybe<Scalars['String']['input']>;
  /** Current medical guideline (rich text). */
  currentMedicalGuideline?: InputMaybe<Scalars['String']['input']>;
  /** Description (rich text). */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Short description. */
  descriptionShort?: InputMaybe<Scalars['String']['input']>;
  /** EDC system. */
  edc?: InputMaybe<EdcSystem>;
  /** Planned end day. */
  endsAt?: InputMaybe<Scalars['Date']['input']>;
  /** Figure reference. */
  figure?: InputMaybe<Scalars['String']['input']>;
  /** First inclusion day. */
  firstInclusionAt?: InputMaybe<Scalars['Date']['input']>;
  /** Gradation id. */
  gradationId?: InputMaybe<Scalars['ID']['input']>;
  /** Instruction video address. */
  instructionVideoUrl?: InputMaybe<Scalars['String']['input']>;
  /** Show on the inclusion monitor. */
  isVisibleAtInclusionMonitor?: InputMaybe<Scalars['Boolean']['input']>;
  /** Last inclusion day. */
  lastInclusionAt?: InputMaybe<Scalars['Date']['input']>;
  /** File id of an uploaded logo. */
  logoId?: InputMaybe<Scalars['ID']['input']>;
  /** Whether the objective applies. */
  objective?: InputMaybe<Applicability>;
  /** Research phase. */
  phase?: InputMaybe<EvaluationPhase>;
  /** Programs (replaces the set). */
  programIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** A moment for the scheduler to publish it (within a minute of it; null: none). Recorded in the history on your behalf. */
  publishAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** Research agency. */
  researchAgency?: InputMaybe<Scalars['String']['input']>;
  /** Whether the research question applies. */
  researchQuestion?: InputMaybe<Applicability>;
  /** Resource agency. */
  resourceAgency?: InputMaybe<Scalars['String']['input']>;
  /** URL slug. */
  slug?: InputMaybe<Scalars['String']['input']>;
  /** Specializations (replaces the set). */
  specializationIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Sponsor. */
  sponsor?: InputMaybe<Scalars['String']['input']>;
  /** Planned start day. */
  startsAt?: InputMaybe<Scalars['Date']['input']>;
  /** Workflow status. */
  status?: InputMaybe<EvaluationStatus>;
  /** Study design (rich text). */
  studyDesign?: InputMaybe<Scalars['String']['input']>;
  /** Official study title. */
  studyTitle?: InputMaybe<Scalars['String']['input']>;
  /** Free tags (replaces the list). */
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Public title. */
  title?: InputMaybe<Scalars['String']['input']>;
  /** Trial register reference. */
  trialRegister?: InputMaybe<Scalars['String']['input']>;
  /** A moment for the scheduler to put it back to draft, after `publishAt` (null: none). */
  unpublishAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** Vimeo id (digits). */
  vimeoId?: InputMaybe<Scalars['String']['input']>;
};

/** Changes to a link. */
export type UpdateEvaluationLinkInput = {
  /** Order in the list. */
  position?: InputMaybe<Scalars['Int']['input']>;
  /** Text of the link. */
  title?: InputMaybe<Scalars['String']['input']>;
  /** Absolute address. */
  url?: InputMaybe<Scalars['String']['input']>;
};

/** Changes to a person's involvement. */
export type UpdateEvaluationPersonInput = {
  /** Their function. */
  contactFunction: ContactFunction;
};

/** Changes to a post of an evaluation; only the given fields change (the evaluation stays its owner). */
export type UpdateEvaluationPostInput = {
  /** Content (rich text). */
  content?: InputMaybe<Scalars['String']['input']>;
  /** File id of an image uploaded before; null removes it. */
  imageId?: InputMaybe<Scalars['ID']['input']>;
  /** Pin on top. */
  isPinned?: InputMaybe<Scalars['Boolean']['input']>;
  /** Publish time; null makes it a draft. */
  publishAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** Title. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** Changes to an event; only the given fields change (an owner moves it). */
export type UpdateEventInput = {
  /** Content (rich text). */
  content?: InputMaybe<Scalars['String']['input']>;
  /** The day. */
  date?: InputMaybe<Scalars['Date']['input']>;
  /** End time. */
  endsAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** The owner's id. */
  eventableId?: InputMaybe<Scalars['ID']['input']>;
  /** Kind of owner. */
  eventableType?: InputMaybe<EventableType>;
  /** File id of an uploaded file; null removes it. */
  fileId?: InputMaybe<Scalars['ID']['input']>;
  /** How it repeats. */
  recurring?: InputMaybe<EventRecurrence>;
  /** Room or place. */
  room?: InputMaybe<Scalars['String']['input']>;
  /** Start time. */
  startsAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** Title. */
  title?: InputMaybe<Scalars['String']['input']>;
  /** Kind of event. */
  type?: InputMaybe<EventType>;
  /** Website address. */
  url?: InputMaybe<Scalars['String']['input']>;
};

/** Changes to a gradation; only the given fields change. */
export type UpdateGradationInput = {
  /** Description for the legend. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Order on the monitor (1-100, unique). */
  position?: InputMaybe<Scalars['Int']['input']>;
  /** Title. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** Changes to a hour; only the given fields change. */
export type UpdateHourInput = {
  /** Notes. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Who worked; the caller when left out (only admin books for others). */
  employeeId?: InputMaybe<Scalars['ID']['input']>;
  /** End (after the start). */
  endsAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** Kind of work; RESEARCH by default. */
  hourType?: InputMaybe<HourType>;
  /** Evaluation worked on. */
  projectId?: InputMaybe<Scalars['ID']['input']>;
  /** Start. */
  startsAt?: InputMaybe<Scalars['DateTime']['input']>;
};

/** Changes to a /v1/data row. */
export type UpdateInclusionDataInput = {
  /** The center. */
  centerId?: InputMaybe<Scalars['ID']['input']>;
  /** First day of the month. */
  date?: InputMaybe<Scalars['Date']['input']>;
  /** The evaluation. */
  evaluationId?: InputMaybe<Scalars['ID']['input']>;
  /** Month 1-12, with year. */
  month?: InputMaybe<Scalars['Int']['input']>;
  /** Patients included. */
  sampleSize?: InputMaybe<Scalars['Int']['input']>;
  /** Year, with month. */
  year?: InputMaybe<Scalars['Int']['input']>;
};

/** Changes to a measure. */
export type UpdateMeasureInput = {
  /** Description (rich text). */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Order in the list. */
  position?: InputMaybe<Scalars['Int']['input']>;
  /** Title. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** Changes to an organisation document. */
export type UpdateOrganisationDocumentInput = {
  /** Id of a replacement file uploaded before. */
  fileId?: InputMaybe<Scalars['ID']['input']>;
  /** Whether visitors may see it. */
  isPublic?: InputMaybe<Scalars['Boolean']['input']>;
  /** Title. */
  title?: InputMaybe<Scalars['String']['input']>;
  /** Document type. */
  type?: InputMaybe<OrganisationDocumentType>;
};

/** Changes to an organisation of any kind; only the given fields change. */
export type UpdateOrganisationInput = {
  /** Abbreviation. */
  abbreviation?: InputMaybe<Scalars['String']['input']>;
  /** About text (rich text). */
  about?: InputMaybe<Scalars['String']['input']>;
  /** File id of an uploaded banner image (POST /v1/files). */
  bannerId?: InputMaybe<Scalars['ID']['input']>;
  /** Contact details (rich text). */
  contact?: InputMaybe<Scalars['String']['input']>;
  /** Description (rich text). */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Evaluations (replaces the set). */
  evaluationIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** File id of an uploaded logo image (POST /v1/files). */
  logoId?: InputMaybe<Scalars['ID']['input']>;
  /** Specializations (replaces the set). */
  specializationIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Title (a trial bureau's name; at most 250 characters). */
  title?: InputMaybe<Scalars['String']['input']>;
  /** Website address. */
  url?: InputMaybe<Scalars['String']['input']>;
};

/** Changes to planned participants. */
export type UpdateParticipantInput = {
  /** Planned number. */
  amount?: InputMaybe<Scalars['Int']['input']>;
  /** Notes. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Study arm or cohort kind. */
  type?: InputMaybe<ParticipantType>;
};

/** Changes to a post; only the given fields change. */
export type UpdatePostInput = {
  /** Content (rich text). */
  content?: InputMaybe<Scalars['String']['input']>;
  /** File id of an image uploaded before; null removes it. */
  imageId?: InputMaybe<Scalars['ID']['input']>;
  /** Pin on top. */
  isPinned?: InputMaybe<Scalars['Boolean']['input']>;
  /** The owner's id. */
  postableId?: InputMaybe<Scalars['ID']['input']>;
  /** Kind of owner. */
  postableType?: InputMaybe<PostableType>;
  /** Publish time; null makes it a draft. */
  publishAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** Title. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** Changes to a Program record; only the given fields change. */
export type UpdateProgramInput = {
  /** Abbreviation. */
  abbreviation?: InputMaybe<Scalars['String']['input']>;
  /** About text (rich text). */
  about?: InputMaybe<Scalars['String']['input']>;
  /** File id of an uploaded banner image (POST /v1/files). */
  bannerId?: InputMaybe<Scalars['ID']['input']>;
  /** Contact details (rich text). */
  contact?: InputMaybe<Scalars['String']['input']>;
  /** Description (rich text). */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Evaluations (replaces the set). */
  evaluationIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** File id of an uploaded logo image (POST /v1/files). */
  logoId?: InputMaybe<Scalars['ID']['input']>;
  /** Specializations (replaces the set). */
  specializationIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Title (at most 250 characters). */
  title?: InputMaybe<Scalars['String']['input']>;
  /** Website address. */
  url?: InputMaybe<Scalars['String']['input']>;
};

/**
 * Changes to the site's details; fields left out stay as they are. The privacy statement is a web
 * address or an uploaded PDF, exactly one of them.
 */
export type UpdateSiteContentInput = {
  city?: InputMaybe<Scalars['String']['input']>;
  contactIsExample?: InputMaybe<Scalars['Boolean']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  openingHoursEn?: InputMaybe<Scalars['String']['input']>;
  openingHoursNl?: InputMaybe<Scalars['String']['input']>;
  organisation?: InputMaybe<Scalars['String']['input']>;
  /** Digits, spaces, hyphens, brackets and a leading +. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Dutch postcode (spec section 5). */
  postcode?: InputMaybe<Scalars['String']['input']>;
  /** A PDF uploaded with `POST /v1/files`. */
  privacyStatementFileId?: InputMaybe<Scalars['ID']['input']>;
  privacyStatementUrl?: InputMaybe<Scalars['String']['input']>;
  /** The whole list in its new order; sponsors left out are removed. */
  sponsors?: InputMaybe<Array<SponsorInput>>;
  street?: InputMaybe<Scalars['String']['input']>;
};

/** Changes to one page's texts; fields left out stay as they are. Rich text is sanitized. */
export type UpdateSitePageInput = {
  bodyEn?: InputMaybe<Scalars['String']['input']>;
  bodyNl?: InputMaybe<Scalars['String']['input']>;
  introEn?: InputMaybe<Scalars['String']['input']>;
  introNl?: InputMaybe<Scalars['String']['input']>;
};

/** Changes to a specialization; only the given fields change. */
export type UpdateSpecializationInput = {
  /** Title (at most 200 characters). */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** Changes to a TrialBureau record; only the given fields change. */
export type UpdateTrialBureauInput = {
  /** Abbreviation. */
  abbreviation?: InputMaybe<Scalars['String']['input']>;
  /** About text (rich text). */
  about?: InputMaybe<Scalars['String']['input']>;
  /** File id of an uploaded banner image (POST /v1/files). */
  bannerId?: InputMaybe<Scalars['ID']['input']>;
  /** Contact details (rich text). */
  contact?: InputMaybe<Scalars['String']['input']>;
  /** Description (rich text). */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Evaluations (replaces the set). */
  evaluationIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** File id of an uploaded logo image (POST /v1/files). */
  logoId?: InputMaybe<Scalars['ID']['input']>;
  /** Name (at most 250 characters). */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Specializations (replaces the set). */
  specializationIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Website address. */
  url?: InputMaybe<Scalars['String']['input']>;
};

/** Changes to an account; only the given fields change (users may not change their own role, activity or e-mail). */
export type UpdateUserInput = {
  /** Association id. */
  associationId?: InputMaybe<Scalars['ID']['input']>;
  /** File id of an avatar uploaded before. */
  avatarId?: InputMaybe<Scalars['ID']['input']>;
  /** E-mail address. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** First name. */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** Form of address. */
  gender?: InputMaybe<Gender>;
  /** May sign in. */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** Last name. */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** Tussenvoegsel. */
  middleName?: InputMaybe<Scalars['String']['input']>;
  /** Full name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Phone number. */
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  /** Program id. */
  programId?: InputMaybe<Scalars['ID']['input']>;
  /** Role; null removes it. */
  role?: InputMaybe<Role>;
  /** Academic title. */
  title?: InputMaybe<UserTitle>;
};

/** A staff account (admin, editor or researcher). Researchers only ever read themselves. */
export type User = {
  __typename?: 'User';
  /** When the account was activated (password first set). */
  activatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The user's association, in brief. */
  association?: Maybe<Association>;
  /** Id of the user's association, if any. */
  associationId?: Maybe<Scalars['ID']['output']>;
  /** The avatar file. */
  avatar?: Maybe<File>;
  /** File id of the avatar, if any. */
  avatarId?: Maybe<Scalars['ID']['output']>;
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** E-mail address (the login). */
  email: Scalars['String']['output'];
  /** The evaluations the user takes part in, by title. */
  evaluations: Array<UserEvaluation>;
  /** First name. */
  firstName?: Maybe<Scalars['String']['output']>;
  /** Form of address. */
  gender?: Maybe<Gender>;
  /** The user's id. */
  id: Scalars['ID']['output'];
  /** Whether the account may sign in. */
  isActive: Scalars['Boolean']['output'];
  /** When the user last signed in. */
  lastLoginAt?: Maybe<Scalars['DateTime']['output']>;
  /** Last name. */
  lastName?: Maybe<Scalars['String']['output']>;
  /** Dutch 'tussenvoegsel' (van, de, van der). */
  middleName?: Maybe<Scalars['String']['output']>;
  /** Full name (derived from the name parts when not given). */
  name: Scalars['String']['output'];
  /** Phone number. */
  phoneNumber?: Maybe<Scalars['String']['output']>;
  /** The user's program, in brief. */
  program?: Maybe<Program>;
  /** Id of the user's program, if any. */
  programId?: Maybe<Scalars['ID']['output']>;
  /** The role. */
  role?: Maybe<UserRole>;
  /** Id of the role, if any. */
  roleId?: Maybe<Scalars['ID']['output']>;
  /** Academic title. */
  title?: Maybe<UserTitle>;
  /** When it was last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** The record's version (its ETag on /v1): pass it to the update as `version`, and a change someone else made meanwhile is not overwritten (CONFLICT). Asked of one record at a time, as the editor does; null where you may not read it. */
  version?: Maybe<Scalars['Int']['output']>;
};

/** An evaluation a user takes part in, with their function there. */
export type UserEvaluation = {
  __typename?: 'UserEvaluation';
  /** The user's function in it. */
  contactFunction: ContactFunction;
  /** The evaluation, in brief. */
  evaluation: Evaluation;
};

/** Filters of the user list. */
export type UserFilter = {
  /** In any of these associations. */
  associationId?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Only these ids. */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Active or not. */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** In any of these programs. */
  programId?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Any of these roles. */
  role?: InputMaybe<Array<Role>>;
  /** Search over name and e-mail. */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** A page of users. */
export type UserPage = {
  __typename?: 'UserPage';
  /** The users on this page. */
  data: Array<User>;
  /** Where this page is in the whole list. */
  pageInfo: PageInfo;
};

/** A staff role record; `name` is the Role value. */
export type UserRole = {
  __typename?: 'UserRole';
  /** The role's id. */
  id: Scalars['ID']['output'];
  /** The role. */
  name: Role;
};

/** One sort key of the user list; by name by default. */
export type UserSort = {
  /** Ascending (default) or descending. */
  direction?: InputMaybe<SortDirection>;
  /** The key. */
  field: UserSortField;
};

/** Sort keys of the user list. */
export type UserSortField =
  /** By creation time. */
  | 'CREATED_AT'
  /** By e-mail address. */
  | 'EMAIL'
  /** By id. */
  | 'ID'
  /** By last sign-in. */
  | 'LAST_LOGIN_AT'
  /** By name. */
  | 'NAME'
  /** By last change. */
  | 'UPDATED_AT';

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



/** Mapping of union types */
export type ResolversUnionTypes<_RefType extends Record<string, unknown>> = ResolversObject<{
  SignInResult:
    | ( AuthTokens extends object ? Record<string, unknown> : AuthTokens )
    | ( TwoFactorChallenge extends object ? Record<string, unknown> : TwoFactorChallenge )
  ;
}>;

/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = ResolversObject<{
  Organisation:
    | ( Association extends object ? Record<string, unknown> : Association )
    | ( Program extends object ? Record<string, unknown> : Program )
    | ( TrialBureau extends object ? Record<string, unknown> : TrialBureau )
  ;
  PublishingOrganisation:
    | ( Association extends object ? Record<string, unknown> : Association )
    | ( Program extends object ? Record<string, unknown> : Program )
  ;
}>;

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  Address: ResolverTypeWrapper<Address extends object ? Record<string, unknown> : Address>;
  AddressFilter: ResolverTypeWrapper<AddressFilter extends object ? Record<string, unknown> : AddressFilter>;
  AddressLookupInput: ResolverTypeWrapper<AddressLookupInput extends object ? Record<string, unknown> : AddressLookupInput>;
  AddressPage: ResolverTypeWrapper<AddressPage extends object ? Record<string, unknown> : AddressPage>;
  AddressSort: ResolverTypeWrapper<AddressSort extends object ? Record<string, unknown> : AddressSort>;
  AddressSortField: ResolverTypeWrapper<AddressSortField extends object ? Record<string, unknown> : AddressSortField>;
  AddressSuggestion: ResolverTypeWrapper<AddressSuggestion extends object ? Record<string, unknown> : AddressSuggestion>;
  Applicability: ResolverTypeWrapper<Applicability extends object ? Record<string, unknown> : Applicability>;
  Applicable: ResolverTypeWrapper<Applicable extends object ? Record<string, unknown> : Applicable>;
  ApplicableInput: ResolverTypeWrapper<ApplicableInput extends object ? Record<string, unknown> : ApplicableInput>;
  ApplicableType: ResolverTypeWrapper<ApplicableType extends object ? Record<string, unknown> : ApplicableType>;
  Association: ResolverTypeWrapper<Association extends object ? Record<string, unknown> : Association>;
  AssociationFilter: ResolverTypeWrapper<AssociationFilter extends object ? Record<string, unknown> : AssociationFilter>;
  AssociationPage: ResolverTypeWrapper<AssociationPage extends object ? Record<string, unknown> : AssociationPage>;
  AssociationSort: ResolverTypeWrapper<AssociationSort extends object ? Record<string, unknown> : AssociationSort>;
  AssociationSortField: ResolverTypeWrapper<AssociationSortField extends object ? Record<string, unknown> : AssociationSortField>;
  AuthTokens: ResolverTypeWrapper<AuthTokens extends object ? Record<string, unknown> : AuthTokens>;
  BoardCheckState: ResolverTypeWrapper<BoardCheckState extends object ? Record<string, unknown> : BoardCheckState>;
  BoardStatus: ResolverTypeWrapper<BoardStatus extends object ? Record<string, unknown> : BoardStatus>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output'] extends object ? Record<string, unknown> : Scalars['Boolean']['output']>;
  BugReport: ResolverTypeWrapper<BugReport extends object ? Record<string, unknown> : BugReport>;
  BugReportAction: ResolverTypeWrapper<BugReportAction extends object ? Record<string, unknown> : BugReportAction>;
  BugReportActionInput: ResolverTypeWrapper<BugReportActionInput extends object ? Record<string, unknown> : BugReportActionInput>;
  BugReportBrowser: ResolverTypeWrapper<BugReportBrowser extends object ? Record<string, unknown> : BugReportBrowser>;
  BugReportBrowserInput: ResolverTypeWrapper<BugReportBrowserInput extends object ? Record<string, unknown> : BugReportBrowserInput>;
  BugReportDeliveryState: ResolverTypeWrapper<BugReportDeliveryState extends object ? Record<string, unknown> : BugReportDeliveryState>;
  BugReportFilter: ResolverTypeWrapper<BugReportFilter extends object ? Record<string, unknown> : BugReportFilter>;
  BugReportPage: ResolverTypeWrapper<BugReportPage extends object ? Record<string, unknown> : BugReportPage>;
  BugReportReceipt: ResolverTypeWrapper<BugReportReceipt extends object ? Record<string, unknown> : BugReportReceipt>;
  BugReportSort: ResolverTypeWrapper<BugReportSort extends object ? Record<string, unknown> : BugReportSort>;
  BugReportSortField: ResolverTypeWrapper<BugReportSortField extends object ? Record<string, unknown> : BugReportSortField>;
  BugReportStackEntry: ResolverTypeWrapper<BugReportStackEntry extends object ? Record<string, unknown> : BugReportStackEntry>;
  BugReportStackEntryInput: ResolverTypeWrapper<BugReportStackEntryInput extends object ? Record<string, unknown> : BugReportStackEntryInput>;
  Center: ResolverTypeWrapper<Center extends object ? Record<string, unknown> : Center>;
  CenterFilter: ResolverTypeWrapper<CenterFilter extends object ? Record<string, unknown> : CenterFilter>;
  CenterPage: ResolverTypeWrapper<CenterPage extends object ? Record<string, unknown> : CenterPage>;
  CenterSort: ResolverTypeWrapper<CenterSort extends object ? Record<string, unknown> : CenterSort>;
  CenterSortField: ResolverTypeWrapper<CenterSortField extends object ? Record<string, unknown> : CenterSortField>;
  CenterType: ResolverTypeWrapper<CenterType extends object ? Record<string, unknown> : CenterType>;
  ChangePasswordInput: ResolverTypeWrapper<ChangePasswordInput extends object ? Record<string, unknown> : ChangePasswordInput>;
  ContactFunction: ResolverTypeWrapper<ContactFunction extends object ? Record<string, unknown> : ContactFunction>;
  Country: ResolverTypeWrapper<Country extends object ? Record<string, unknown> : Country>;
  CountryFilter: ResolverTypeWrapper<CountryFilter extends object ? Record<string, unknown> : CountryFilter>;
  CountryPage: ResolverTypeWrapper<CountryPage extends object ? Record<string, unknown> : CountryPage>;
  CountrySort: ResolverTypeWrapper<CountrySort extends object ? Record<string, unknown> : CountrySort>;
  CountrySortField: ResolverTypeWrapper<CountrySortField extends object ? Record<string, unknown> : CountrySortField>;
  CreateAddressInput: ResolverTypeWrapper<CreateAddressInput extends object ? Record<string, unknown> : CreateAddressInput>;
  CreateAssociationInput: ResolverTypeWrapper<CreateAssociationInput extends object ? Record<string, unknown> : CreateAssociationInput>;
  CreateBugReportInput: ResolverTypeWrapper<CreateBugReportInput extends object ? Record<string, unknown> : CreateBugReportInput>;
  CreateCenterInput: ResolverTypeWrapper<CreateCenterInput extends object ? Record<string, unknown> : CreateCenterInput>;
  CreateCountryInput: ResolverTypeWrapper<CreateCountryInput extends object ? Record<string, unknown> : CreateCountryInput>;
  CreateEvaluationInput: ResolverTypeWrapper<CreateEvaluationInput extends object ? Record<string, unknown> : CreateEvaluationInput>;
  CreateEventInput: ResolverTypeWrapper<CreateEventInput extends object ? Record<string, unknown> : CreateEventInput>;
  CreateGradationInput: ResolverTypeWrapper<CreateGradationInput extends object ? Record<string, unknown> : CreateGradationInput>;
  CreateHourInput: ResolverTypeWrapper<CreateHourInput extends object ? Record<string, unknown> : CreateHourInput>;
  CreateInclusionDataInput: ResolverTypeWrapper<CreateInclusionDataInput extends object ? Record<string, unknown> : CreateInclusionDataInput>;
  CreateOrganisationInput: ResolverTypeWrapper<CreateOrganisationInput extends object ? Record<string, unknown> : CreateOrganisationInput>;
  CreatePostInput: ResolverTypeWrapper<CreatePostInput extends object ? Record<string, unknown> : CreatePostInput>;
  CreateProgramInput: ResolverTypeWrapper<CreateProgramInput extends object ? Record<string, unknown> : CreateProgramInput>;
  CreateSpecializationInput: ResolverTypeWrapper<CreateSpecializationInput extends object ? Record<string, unknown> : CreateSpecializationInput>;
  CreateTrialBureauInput: ResolverTypeWrapper<CreateTrialBureauInput extends object ? Record<string, unknown> : CreateTrialBureauInput>;
  CreateUserInput: ResolverTypeWrapper<CreateUserInput extends object ? Record<string, unknown> : CreateUserInput>;
  Criterion: ResolverTypeWrapper<Criterion extends object ? Record<string, unknown> : Criterion>;
  CriterionInput: ResolverTypeWrapper<CriterionInput extends object ? Record<string, unknown> : CriterionInput>;
  CriterionType: ResolverTypeWrapper<CriterionType extends object ? Record<string, unknown> : CriterionType>;
  Date: ResolverTypeWrapper<Scalars['Date']['output'] extends object ? Record<string, unknown> : Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output'] extends object ? Record<string, unknown> : Scalars['DateTime']['output']>;
  DirectoryUser: ResolverTypeWrapper<DirectoryUser extends object ? Record<string, unknown> : DirectoryUser>;
  Document: ResolverTypeWrapper<Document extends object ? Record<string, unknown> : Document>;
  EdcSystem: ResolverTypeWrapper<EdcSystem extends object ? Record<string, unknown> : EdcSystem>;
  Evaluation: ResolverTypeWrapper<Evaluation extends object ? Record<string, unknown> : Evaluation>;
  EvaluationDataInput: ResolverTypeWrapper<EvaluationDataInput extends object ? Record<string, unknown> : EvaluationDataInput>;
  EvaluationDocumentInput: ResolverTypeWrapper<EvaluationDocumentInput extends object ? Record<string, unknown> : EvaluationDocumentInput>;
  EvaluationDocumentType: ResolverTypeWrapper<EvaluationDocumentType extends object ? Record<string, unknown> : EvaluationDocumentType>;
  EvaluationFacetRecord: ResolverTypeWrapper<EvaluationFacetRecord extends object ? Record<string, unknown> : EvaluationFacetRecord>;
  EvaluationFacets: ResolverTypeWrapper<EvaluationFacets extends object ? Record<string, unknown> : EvaluationFacets>;
  EvaluationFilter: ResolverTypeWrapper<EvaluationFilter extends object ? Record<string, unknown> : EvaluationFilter>;
  EvaluationLink: ResolverTypeWrapper<EvaluationLink extends object ? Record<string, unknown> : EvaluationLink>;
  EvaluationLinkInput: ResolverTypeWrapper<EvaluationLinkInput extends object ? Record<string, unknown> : EvaluationLinkInput>;
  EvaluationPage: ResolverTypeWrapper<EvaluationPage extends object ? Record<string, unknown> : EvaluationPage>;
  EvaluationPerson: ResolverTypeWrapper<EvaluationPerson extends object ? Record<string, unknown> : EvaluationPerson>;
  EvaluationPersonInput: ResolverTypeWrapper<EvaluationPersonInput extends object ? Record<string, unknown> : EvaluationPersonInput>;
  EvaluationPhase: ResolverTypeWrapper<EvaluationPhase extends object ? Record<string, unknown> : EvaluationPhase>;
  EvaluationPhaseCount: ResolverTypeWrapper<EvaluationPhaseCount extends object ? Record<string, unknown> : EvaluationPhaseCount>;
  EvaluationSort: ResolverTypeWrapper<EvaluationSort extends object ? Record<string, unknown> : EvaluationSort>;
  EvaluationSortField: ResolverTypeWrapper<EvaluationSortField extends object ? Record<string, unknown> : EvaluationSortField>;
  EvaluationStatus: ResolverTypeWrapper<EvaluationStatus extends object ? Record<string, unknown> : EvaluationStatus>;
  EvaluationStatusCount: ResolverTypeWrapper<EvaluationStatusCount extends object ? Record<string, unknown> : EvaluationStatusCount>;
  Event: ResolverTypeWrapper<Event extends object ? Record<string, unknown> : Event>;
  EventFilter: ResolverTypeWrapper<EventFilter extends object ? Record<string, unknown> : EventFilter>;
  EventInput: ResolverTypeWrapper<EventInput extends object ? Record<string, unknown> : EventInput>;
  EventOwner: ResolverTypeWrapper<EventOwner extends object ? Record<string, unknown> : EventOwner>;
  EventPage: ResolverTypeWrapper<EventPage extends object ? Record<string, unknown> : EventPage>;
  EventRecurrence: ResolverTypeWrapper<EventRecurrence extends object ? Record<string, unknown> : EventRecurrence>;
  EventSort: ResolverTypeWrapper<EventSort extends object ? Record<string, unknown> : EventSort>;
  EventSortField: ResolverTypeWrapper<EventSortField extends object ? Record<string, unknown> : EventSortField>;
  EventType: ResolverTypeWrapper<EventType extends object ? Record<string, unknown> : EventType>;
  EventableType: ResolverTypeWrapper<EventableType extends object ? Record<string, unknown> : EventableType>;
  File: ResolverTypeWrapper<File extends object ? Record<string, unknown> : File>;
  Float: ResolverTypeWrapper<Scalars['Float']['output'] extends object ? Record<string, unknown> : Scalars['Float']['output']>;
  Gender: ResolverTypeWrapper<Gender extends object ? Record<string, unknown> : Gender>;
  Gradation: ResolverTypeWrapper<Gradation extends object ? Record<string, unknown> : Gradation>;
  GradationFilter: ResolverTypeWrapper<GradationFilter extends object ? Record<string, unknown> : GradationFilter>;
  GradationPage: ResolverTypeWrapper<GradationPage extends object ? Record<string, unknown> : GradationPage>;
  GradationSort: ResolverTypeWrapper<GradationSort extends object ? Record<string, unknown> : GradationSort>;
  GradationSortField: ResolverTypeWrapper<GradationSortField extends object ? Record<string, unknown> : GradationSortField>;
  Health: ResolverTypeWrapper<Health extends object ? Record<string, unknown> : Health>;
  HistoryAction: ResolverTypeWrapper<HistoryAction extends object ? Record<string, unknown> : HistoryAction>;
  HistoryActor: ResolverTypeWrapper<HistoryActor extends object ? Record<string, unknown> : HistoryActor>;
  HistoryEntry: ResolverTypeWrapper<HistoryEntry extends object ? Record<string, unknown> : HistoryEntry>;
  HistoryEntryPage: ResolverTypeWrapper<HistoryEntryPage extends object ? Record<string, unknown> : HistoryEntryPage>;
  HistoryFieldChange: ResolverTypeWrapper<HistoryFieldChange extends object ? Record<string, unknown> : HistoryFieldChange>;
  Hour: ResolverTypeWrapper<Hour extends object ? Record<string, unknown> : Hour>;
  HourFilter: ResolverTypeWrapper<HourFilter extends object ? Record<string, unknown> : HourFilter>;
  HourPage: ResolverTypeWrapper<HourPage extends object ? Record<string, unknown> : HourPage>;
  HourSort: ResolverTypeWrapper<HourSort extends object ? Record<string, unknown> : HourSort>;
  HourSortField: ResolverTypeWrapper<HourSortField extends object ? Record<string, unknown> : HourSortField>;
  HourType: ResolverTypeWrapper<HourType extends object ? Record<string, unknown> : HourType>;
  ID: ResolverTypeWrapper<Scalars['ID']['output'] extends object ? Record<string, unknown> : Scalars['ID']['output']>;
  InclusionData: ResolverTypeWrapper<InclusionData extends object ? Record<string, unknown> : InclusionData>;
  InclusionDataFilter: ResolverTypeWrapper<InclusionDataFilter extends object ? Record<string, unknown> : InclusionDataFilter>;
  InclusionDataPage: ResolverTypeWrapper<InclusionDataPage extends object ? Record<string, unknown> : InclusionDataPage>;
  InclusionDataSort: ResolverTypeWrapper<InclusionDataSort extends object ? Record<string, unknown> : InclusionDataSort>;
  InclusionDataSortField: ResolverTypeWrapper<InclusionDataSortField extends object ? Record<string, unknown> : InclusionDataSortField>;
  InclusionMonitor: ResolverTypeWrapper<InclusionMonitor extends object ? Record<string, unknown> : InclusionMonitor>;
  InclusionMonitorCategory: ResolverTypeWrapper<InclusionMonitorCategory extends object ? Record<string, unknown> : InclusionMonitorCategory>;
  InclusionMonitorCenter: ResolverTypeWrapper<InclusionMonitorCenter extends object ? Record<string, unknown> : InclusionMonitorCenter>;
  InclusionMonitorEvaluation: ResolverTypeWrapper<InclusionMonitorEvaluation extends object ? Record<string, unknown> : InclusionMonitorEvaluation>;
  InclusionMonitorPoint: ResolverTypeWrapper<InclusionMonitorPoint extends object ? Record<string, unknown> : InclusionMonitorPoint>;
  InclusionPace: ResolverTypeWrapper<InclusionPace extends object ? Record<string, unknown> : InclusionPace>;
  InclusionProjection: ResolverTypeWrapper<InclusionProjection extends object ? Record<string, unknown> : InclusionProjection>;
  Int: ResolverTypeWrapper<Scalars['Int']['output'] extends object ? Record<string, unknown> : Scalars['Int']['output']>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output'] extends object ? Record<string, unknown> : Scalars['JSON']['output']>;
  Measure: ResolverTypeWrapper<Measure extends object ? Record<string, unknown> : Measure>;
  MeasureInput: ResolverTypeWrapper<MeasureInput extends object ? Record<string, unknown> : MeasureInput>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Organisation: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Organisation']>;
  OrganisationDocumentInput: ResolverTypeWrapper<OrganisationDocumentInput extends object ? Record<string, unknown> : OrganisationDocumentInput>;
  OrganisationDocumentType: ResolverTypeWrapper<OrganisationDocumentType extends object ? Record<string, unknown> : OrganisationDocumentType>;
  OrganisationFilter: ResolverTypeWrapper<OrganisationFilter extends object ? Record<string, unknown> : OrganisationFilter>;
  OrganisationKind: ResolverTypeWrapper<OrganisationKind extends object ? Record<string, unknown> : OrganisationKind>;
  OrganisationPage: ResolverTypeWrapper<Omit<OrganisationPage, 'data'> & { data: Array<ResolversTypes['Organisation']> } extends object ? Record<string, unknown> : Omit<OrganisationPage, 'data'> & { data: Array<ResolversTypes['Organisation']> }>;
  OrganisationSort: ResolverTypeWrapper<OrganisationSort extends object ? Record<string, unknown> : OrganisationSort>;
  OrganisationSortField: ResolverTypeWrapper<OrganisationSortField extends object ? Record<string, unknown> : OrganisationSortField>;
  PageInfo: ResolverTypeWrapper<PageInfo extends object ? Record<string, unknown> : PageInfo>;
  Participant: ResolverTypeWrapper<Participant extends object ? Record<string, unknown> : Participant>;
  ParticipantInput: ResolverTypeWrapper<ParticipantInput extends object ? Record<string, unknown> : ParticipantInput>;
  ParticipantType: ResolverTypeWrapper<ParticipantType extends object ? Record<string, unknown> : ParticipantType>;
  PersonCard: ResolverTypeWrapper<PersonCard extends object ? Record<string, unknown> : PersonCard>;
  Post: ResolverTypeWrapper<Post extends object ? Record<string, unknown> : Post>;
  PostFilter: ResolverTypeWrapper<PostFilter extends object ? Record<string, unknown> : PostFilter>;
  PostInput: ResolverTypeWrapper<PostInput extends object ? Record<string, unknown> : PostInput>;
  PostOwner: ResolverTypeWrapper<PostOwner extends object ? Record<string, unknown> : PostOwner>;
  PostPage: ResolverTypeWrapper<PostPage extends object ? Record<string, unknown> : PostPage>;
  PostSort: ResolverTypeWrapper<PostSort extends object ? Record<string, unknown> : PostSort>;
  PostSortField: ResolverTypeWrapper<PostSortField extends object ? Record<string, unknown> : PostSortField>;
  PostableType: ResolverTypeWrapper<PostableType extends object ? Record<string, unknown> : PostableType>;
  Program: ResolverTypeWrapper<Program extends object ? Record<string, unknown> : Program>;
  ProgramFilter: ResolverTypeWrapper<ProgramFilter extends object ? Record<string, unknown> : ProgramFilter>;
  ProgramPage: ResolverTypeWrapper<ProgramPage extends object ? Record<string, unknown> : ProgramPage>;
  ProgramSort: ResolverTypeWrapper<ProgramSort extends object ? Record<string, unknown> : ProgramSort>;
  ProgramSortField: ResolverTypeWrapper<ProgramSortField extends object ? Record<string, unknown> : ProgramSortField>;
  PublishingOrganisation: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['PublishingOrganisation']>;
  PublishingOrganisationKind: ResolverTypeWrapper<PublishingOrganisationKind extends object ? Record<string, unknown> : PublishingOrganisationKind>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ResetPasswordInput: ResolverTypeWrapper<ResetPasswordInput extends object ? Record<string, unknown> : ResetPasswordInput>;
  RestoredVersion: ResolverTypeWrapper<RestoredVersion extends object ? Record<string, unknown> : RestoredVersion>;
  Role: ResolverTypeWrapper<Role extends object ? Record<string, unknown> : Role>;
  SearchError: ResolverTypeWrapper<SearchError extends object ? Record<string, unknown> : SearchError>;
  SearchItem: ResolverTypeWrapper<SearchItem extends object ? Record<string, unknown> : SearchItem>;
  SearchModel: ResolverTypeWrapper<SearchModel extends object ? Record<string, unknown> : SearchModel>;
  SearchResult: ResolverTypeWrapper<SearchResult extends object ? Record<string, unknown> : SearchResult>;
  SessionSetting: ResolverTypeWrapper<SessionSetting extends object ? Record<string, unknown> : SessionSetting>;
  Setting: ResolverTypeWrapper<Setting extends object ? Record<string, unknown> : Setting>;
  SignInResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SignInResult']> extends object ? Record<string, unknown> : ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SignInResult']>;
  SiteContent: ResolverTypeWrapper<SiteContent extends object ? Record<string, unknown> : SiteContent>;
  SitePage: ResolverTypeWrapper<SitePage extends object ? Record<string, unknown> : SitePage>;
  SitePageKey: ResolverTypeWrapper<SitePageKey extends object ? Record<string, unknown> : SitePageKey>;
  SortDirection: ResolverTypeWrapper<SortDirection extends object ? Record<string, unknown> : SortDirection>;
  Specialization: ResolverTypeWrapper<Specialization extends object ? Record<string, unknown> : Specialization>;
  SpecializationFilter: ResolverTypeWrapper<SpecializationFilter extends object ? Record<string, unknown> : SpecializationFilter>;
  SpecializationPage: ResolverTypeWrapper<SpecializationPage extends object ? Record<string, unknown> : SpecializationPage>;
  SpecializationSort: ResolverTypeWrapper<SpecializationSort extends object ? Record<string, unknown> : SpecializationSort>;
  SpecializationSortField: ResolverTypeWrapper<SpecializationSortField extends object ? Record<string, unknown> : SpecializationSortField>;
  Sponsor: ResolverTypeWrapper<Sponsor extends object ? Record<string, unknown> : Sponsor>;
  SponsorInput: ResolverTypeWrapper<SponsorInput extends object ? Record<string, unknown> : SponsorInput>;
  String: ResolverTypeWrapper<Scalars['String']['output'] extends object ? Record<string, unknown> : Scalars['String']['output']>;
  TrialBureau: ResolverTypeWrapper<TrialBureau extends object ? Record<string, unknown> : TrialBureau>;
  TrialBureauFilter: ResolverTypeWrapper<TrialBureauFilter extends object ? Record<string, unknown> : TrialBureauFilter>;
  TrialBureauPage: ResolverTypeWrapper<TrialBureauPage extends object ? Record<string, unknown> : TrialBureauPage>;
  TrialBureauSort: ResolverTypeWrapper<TrialBureauSort extends object ? Record<string, unknown> : TrialBureauSort>;
  TrialBureauSortField: ResolverTypeWrapper<TrialBureauSortField extends object ? Record<string, unknown> : TrialBureauSortField>;
  TwoFactorChallenge: ResolverTypeWrapper<TwoFactorChallenge extends object ? Record<string, unknown> : TwoFactorChallenge>;
  TwoFactorSetup: ResolverTypeWrapper<TwoFactorSetup extends object ? Record<string, unknown> : TwoFactorSetup>;
  TwoFactorStatus: ResolverTypeWrapper<TwoFactorStatus extends object ? Record<string, unknown> : TwoFactorStatus>;
  UpdateAddressInput: ResolverTypeWrapper<UpdateAddressInput extends object ? Record<string, unknown> : UpdateAddressInput>;
  UpdateApplicableInput: ResolverTypeWrapper<UpdateApplicableInput extends object ? Record<string, unknown> : UpdateApplicableInput>;
  UpdateAssociationInput: ResolverTypeWrapper<UpdateAssociationInput extends object ? Record<string, unknown> : UpdateAssociationInput>;
  UpdateCenterInput: ResolverTypeWrapper<UpdateCenterInput extends object ? Record<string, unknown> : UpdateCenterInput>;
  UpdateCountryInput: ResolverTypeWrapper<UpdateCountryInput extends object ? Record<string, unknown> : UpdateCountryInput>;
  UpdateCriterionInput: ResolverTypeWrapper<UpdateCriterionInput extends object ? Record<string, unknown> : UpdateCriterionInput>;
  UpdateEvaluationDataInput: ResolverTypeWrapper<UpdateEvaluationDataInput extends object ? Record<string, unknown> : UpdateEvaluationDataInput>;
  UpdateEvaluationDocumentInput: ResolverTypeWrapper<UpdateEvaluationDocumentInput extends object ? Record<string, unknown> : UpdateEvaluationDocumentInput>;
  UpdateEvaluationInput: ResolverTypeWrapper<UpdateEvaluationInput extends object ? Record<string, unknown> : UpdateEvaluationInput>;
  UpdateEvaluationLinkInput: ResolverTypeWrapper<UpdateEvaluationLinkInput extends object ? Record<string, unknown> : UpdateEvaluationLinkInput>;
  UpdateEvaluationPersonInput: ResolverTypeWrapper<UpdateEvaluationPersonInput extends object ? Record<string, unknown> : UpdateEvaluationPersonInput>;
  UpdateEvaluationPostInput: ResolverTypeWrapper<UpdateEvaluationPostInput extends object ? Record<string, unknown> : UpdateEvaluationPostInput>;
  UpdateEventInput: ResolverTypeWrapper<UpdateEventInput extends object ? Record<string, unknown> : UpdateEventInput>;
  UpdateGradationInput: ResolverTypeWrapper<UpdateGradationInput extends object ? Record<string, unknown> : UpdateGradationInput>;
  UpdateHourInput: ResolverTypeWrapper<UpdateHourInput extends object ? Record<string, unknown> : UpdateHourInput>;
  UpdateInclusionDataInput: ResolverTypeWrapper<UpdateInclusionDataInput extends object ? Record<string, unknown> : UpdateInclusionDataInput>;
  UpdateMeasureInput: ResolverTypeWrapper<UpdateMeasureInput extends object ? Record<string, unknown> : UpdateMeasureInput>;
  UpdateOrganisationDocumentInput: ResolverTypeWrapper<UpdateOrganisationDocumentInput extends object ? Record<string, unknown> : UpdateOrganisationDocumentInput>;
  UpdateOrganisationInput: ResolverTypeWrapper<UpdateOrganisationInput extends object ? Record<string, unknown> : UpdateOrganisationInput>;
  UpdateParticipantInput: ResolverTypeWrapper<UpdateParticipantInput extends object ? Record<string, unknown> : UpdateParticipantInput>;
  UpdatePostInput: ResolverTypeWrapper<UpdatePostInput extends object ? Record<string, unknown> : UpdatePostInput>;
  UpdateProgramInput: ResolverTypeWrapper<UpdateProgramInput extends object ? Record<string, unknown> : UpdateProgramInput>;
  UpdateSiteContentInput: ResolverTypeWrapper<UpdateSiteContentInput extends object ? Record<string, unknown> : UpdateSiteContentInput>;
  UpdateSitePageInput: ResolverTypeWrapper<UpdateSitePageInput extends object ? Record<string, unknown> : UpdateSitePageInput>;
  UpdateSpecializationInput: ResolverTypeWrapper<UpdateSpecializationInput extends object ? Record<string, unknown> : UpdateSpecializationInput>;
  UpdateTrialBureauInput: ResolverTypeWrapper<UpdateTrialBureauInput extends object ? Record<string, unknown> : UpdateTrialBureauInput>;
  UpdateUserInput: ResolverTypeWrapper<UpdateUserInput extends object ? Record<string, unknown> : UpdateUserInput>;
  User: ResolverTypeWrapper<User extends object ? Record<string, unknown> : User>;
  UserEvaluation: ResolverTypeWrapper<UserEvaluation extends object ? Record<string, unknown> : UserEvaluation>;
  UserFilter: ResolverTypeWrapper<UserFilter extends object ? Record<string, unknown> : UserFilter>;
  UserPage: ResolverTypeWrapper<UserPage extends object ? Record<string, unknown> : UserPage>;
  UserRole: ResolverTypeWrapper<UserRole extends object ? Record<string, unknown> : UserRole>;
  UserSort: ResolverTypeWrapper<UserSort extends object ? Record<string, unknown> : UserSort>;
  UserSortField: ResolverTypeWrapper<UserSortField extends object ? Record<string, unknown> : UserSortField>;
  UserTitle: ResolverTypeWrapper<UserTitle extends object ? Record<string, unknown> : UserTitle>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Address: Address extends object ? Record<string, unknown> : Address;
  AddressFilter: AddressFilter extends object ? Record<string, unknown> : AddressFilter;
  AddressLookupInput: AddressLookupInput extends object ? Record<string, unknown> : AddressLookupInput;
  AddressPage: AddressPage extends object ? Record<string, unknown> : AddressPage;
  AddressSort: AddressSort extends object ? Record<string, unknown> : AddressSort;
  AddressSuggestion: AddressSuggestion extends object ? Record<string, unknown> : AddressSuggestion;
  Applicable: Applicable extends object ? Record<string, unknown> : Applicable;
  ApplicableInput: ApplicableInput extends object ? Record<string, unknown> : ApplicableInput;
  Association: Association extends object ? Record<string, unknown> : Association;
  AssociationFilter: AssociationFilter extends object ? Record<string, unknown> : AssociationFilter;
  AssociationPage: AssociationPage extends object ? Record<string, unknown> : AssociationPage;
  AssociationSort: AssociationSort extends object ? Record<string, unknown> : AssociationSort;
  AuthTokens: AuthTokens extends object ? Record<string, unknown> : AuthTokens;
  BoardStatus: BoardStatus extends object ? Record<string, unknown> : BoardStatus;
  Boolean: Scalars['Boolean']['output'] extends object ? Record<string, unknown> : Scalars['Boolean']['output'];
  BugReport: BugReport extends object ? Record<string, unknown> : BugReport;
  BugReportAction: BugReportAction extends object ? Record<string, unknown> : BugReportAction;
  BugReportActionInput: BugReportActionInput extends object ? Record<string, unknown> : BugReportActionInput;
  BugReportBrowser: BugReportBrowser extends object ? Record<string, unknown> : BugReportBrowser;
  BugReportBrowserInput: BugReportBrowserInput extends object ? Record<string, unknown> : BugReportBrowserInput;
  BugReportFilter: BugReportFilter extends object ? Record<string, unknown> : BugReportFilter;
  BugReportPage: BugReportPage extends object ? Record<string, unknown> : BugReportPage;
  BugReportReceipt: BugReportReceipt extends object ? Record<string, unknown> : BugReportReceipt;
  BugReportSort: BugReportSort extends object ? Record<string, unknown> : BugReportSort;
  BugReportStackEntry: BugReportStackEntry extends object ? Record<string, unknown> : BugReportStackEntry;
  BugReportStackEntryInput: BugReportStackEntryInput extends object ? Record<string, unknown> : BugReportStackEntryInput;
  Center: Center extends object ? Record<string, unknown> : Center;
  CenterFilter: CenterFilter extends object ? Record<string, unknown> : CenterFilter;
  CenterPage: CenterPage extends object ? Record<string, unknown> : CenterPage;
  CenterSort: CenterSort extends object ? Record<string, unknown> : CenterSort;
  ChangePasswordInput: ChangePasswordInput extends object ? Record<string, unknown> : ChangePasswordInput;
  Country: Country extends object ? Record<string, unknown> : Country;
  CountryFilter: CountryFilter extends object ? Record<string, unknown> : CountryFilter;
  CountryPage: CountryPage extends object ? Record<string, unknown> : CountryPage;
  CountrySort: CountrySort extends object ? Record<string, unknown> : CountrySort;
  CreateAddressInput: CreateAddressInput extends object ? Record<string, unknown> : CreateAddressInput;
  CreateAssociationInput: CreateAssociationInput extends object ? Record<string, unknown> : CreateAssociationInput;
  CreateBugReportInput: CreateBugReportInput extends object ? Record<string, unknown> : CreateBugReportInput;
  CreateCenterInput: CreateCenterInput extends object ? Record<string, unknown> : CreateCenterInput;
  CreateCountryInput: CreateCountryInput extends object ? Record<string, unknown> : CreateCountryInput;
  CreateEvaluationInput: CreateEvaluationInput extends object ? Record<string, unknown> : CreateEvaluationInput;
  CreateEventInput: CreateEventInput extends object ? Record<string, unknown> : CreateEventInput;
  CreateGradationInput: CreateGradationInput extends object ? Record<string, unknown> : CreateGradationInput;
  CreateHourInput: CreateHourInput extends object ? Record<string, unknown> : CreateHourInput;
  CreateInclusionDataInput: CreateInclusionDataInput extends object ? Record<string, unknown> : CreateInclusionDataInput;
  CreateOrganisationInput: CreateOrganisationInput extends object ? Record<string, unknown> : CreateOrganisationInput;
  CreatePostInput: CreatePostInput extends object ? Record<string, unknown> : CreatePostInput;
  CreateProgramInput: CreateProgramInput extends object ? Record<string, unknown> : CreateProgramInput;
  CreateSpecializationInput: CreateSpecializationInput extends object ? Record<string, unknown> : CreateSpecializationInput;
  CreateTrialBureauInput: CreateTrialBureauInput extends object ? Record<string, unknown> : CreateTrialBureauInput;
  CreateUserInput: CreateUserInput extends object ? Record<string, unknown> : CreateUserInput;
  Criterion: Criterion extends object ? Record<string, unknown> : Criterion;
  CriterionInput: CriterionInput extends object ? Record<string, unknown> : CriterionInput;
  Date: Scalars['Date']['output'] extends object ? Record<string, unknown> : Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'] extends object ? Record<string, unknown> : Scalars['DateTime']['output'];
  DirectoryUser: DirectoryUser extends object ? Record<string, unknown> : DirectoryUser;
  Document: Document extends object ? Record<string, unknown> : Document;
  Evaluation: Evaluation extends object ? Record<string, unknown> : Evaluation;
  EvaluationDataInput: EvaluationDataInput extends object ? Record<string, unknown> : EvaluationDataInput;
  EvaluationDocumentInput: EvaluationDocumentInput extends object ? Record<string, unknown> : EvaluationDocumentInput;
  EvaluationFacetRecord: EvaluationFacetRecord extends object ? Record<string, unknown> : EvaluationFacetRecord;
  EvaluationFacets: EvaluationFacets extends object ? Record<string, unknown> : EvaluationFacets;
  EvaluationFilter: EvaluationFilter extends object ? Record<string, unknown> : EvaluationFilter;
  EvaluationLink: EvaluationLink extends object ? Record<string, unknown> : EvaluationLink;
  EvaluationLinkInput: EvaluationLinkInput extends object ? Record<string, unknown> : EvaluationLinkInput;
  EvaluationPage: EvaluationPage extends object ? Record<string, unknown> : EvaluationPage;
  EvaluationPerson: EvaluationPerson extends object ? Record<string, unknown> : EvaluationPerson;
  EvaluationPersonInput: EvaluationPersonInput extends object ? Record<string, unknown> : EvaluationPersonInput;
  EvaluationPhaseCount: EvaluationPhaseCount extends object ? Record<string, unknown> : EvaluationPhaseCount;
  EvaluationSort: EvaluationSort extends object ? Record<string, unknown> : EvaluationSort;
  EvaluationStatusCount: EvaluationStatusCount extends object ? Record<string, unknown> : EvaluationStatusCount;
  Event: Event extends object ? Record<string, unknown> : Event;
  EventFilter: EventFilter extends object ? Record<string, unknown> : EventFilter;
  EventInput: EventInput extends object ? Record<string, unknown> : EventInput;
  EventOwner: EventOwner extends object ? Record<string, unknown> : EventOwner;
  EventPage: EventPage extends object ? Record<string, unknown> : EventPage;
  EventSort: EventSort extends object ? Record<string, unknown> : EventSort;
  File: File extends object ? Record<string, unknown> : File;
  Float: Scalars['Float']['output'] extends object ? Record<string, unknown> : Scalars['Float']['output'];
  Gradation: Gradation extends object ? Record<string, unknown> : Gradation;
  GradationFilter: GradationFilter extends object ? Record<string, unknown> : GradationFilter;
  GradationPage: GradationPage extends object ? Record<string, unknown> : GradationPage;
  GradationSort: GradationSort extends object ? Record<string, unknown> : GradationSort;
  Health: Health extends object ? Record<string, unknown> : Health;
  HistoryActor: HistoryActor extends object ? Record<string, unknown> : HistoryActor;
  HistoryEntry: HistoryEntry extends object ? Record<string, unknown> : HistoryEntry;
  HistoryEntryPage: HistoryEntryPage extends object ? Record<string, unknown> : HistoryEntryPage;
  HistoryFieldChange: HistoryFieldChange extends object ? Record<string, unknown> : HistoryFieldChange;
  Hour: Hour extends object ? Record<string, unknown> : Hour;
  HourFilter: HourFilter extends object ? Record<string, unknown> : HourFilter;
  HourPage: HourPage extends object ? Record<string, unknown> : HourPage;
  HourSort: HourSort extends object ? Record<string, unknown> : HourSort;
  ID: Scalars['ID']['output'] extends object ? Record<string, unknown> : Scalars['ID']['output'];
  InclusionData: InclusionData extends object ? Record<string, unknown> : InclusionData;
  InclusionDataFilter: InclusionDataFilter extends object ? Record<string, unknown> : InclusionDataFilter;
  InclusionDataPage: InclusionDataPage extends object ? Record<string, unknown> : InclusionDataPage;
  InclusionDataSort: InclusionDataSort extends object ? Record<string, unknown> : InclusionDataSort;
  InclusionMonitor: InclusionMonitor extends object ? Record<string, unknown> : InclusionMonitor;
  InclusionMonitorCategory: InclusionMonitorCategory extends object ? Record<string, unknown> : InclusionMonitorCategory;
  InclusionMonitorCenter: InclusionMonitorCenter extends object ? Record<string, unknown> : InclusionMonitorCenter;
  InclusionMonitorEvaluation: InclusionMonitorEvaluation extends object ? Record<string, unknown> : InclusionMonitorEvaluation;
  InclusionMonitorPoint: InclusionMonitorPoint extends object ? Record<string, unknown> : InclusionMonitorPoint;
  InclusionProjection: InclusionProjection extends object ? Record<string, unknown> : InclusionProjection;
  Int: Scalars['Int']['output'] extends object ? Record<string, unknown> : Scalars['Int']['output'];
  JSON: Scalars['JSON']['output'] extends object ? Record<string, unknown> : Scalars['JSON']['output'];
  Measure: Measure extends object ? Record<string, unknown> : Measure;
  MeasureInput: MeasureInput extends object ? Record<string, unknown> : MeasureInput;
  Mutation: Record<PropertyKey, never>;
  Organisation: ResolversInterfaceTypes<ResolversParentTypes>['Organisation'];
  OrganisationDocumentInput: OrganisationDocumentInput extends object ? Record<string, unknown> : OrganisationDocumentInput;
  OrganisationFilter: OrganisationFilter extends object ? Record<string, unknown> : OrganisationFilter;
  OrganisationPage: Omit<OrganisationPage, 'data'> & { data: Array<ResolversParentTypes['Organisation']> } extends object ? Record<string, unknown> : Omit<OrganisationPage, 'data'> & { data: Array<ResolversParentTypes['Organisation']> };
  OrganisationSort: OrganisationSort extends object ? Record<string, unknown> : OrganisationSort;
  PageInfo: PageInfo extends object ? Record<string, unknown> : PageInfo;
  Participant: Participant extends object ? Record<string, unknown> : Participant;
  ParticipantInput: ParticipantInput extends object ? Record<string, unknown> : ParticipantInput;
  PersonCard: PersonCard extends object ? Record<string, unknown> : PersonCard;
  Post: Post extends object ? Record<string, unknown> : Post;
  PostFilter: PostFilter extends object ? Record<string, unknown> : PostFilter;
  PostInput: PostInput extends object ? Record<string, unknown> : PostInput;
  PostOwner: PostOwner extends object ? Record<string, unknown> : PostOwner;
  PostPage: PostPage extends object ? Record<string, unknown> : PostPage;
  PostSort: PostSort extends object ? Record<string, unknown> : PostSort;
  Program: Program extends object ? Record<string, unknown> : Program;
  ProgramFilter: ProgramFilter extends object ? Record<string, unknown> : ProgramFilter;
  ProgramPage: ProgramPage extends object ? Record<string, unknown> : ProgramPage;
  ProgramSort: ProgramSort extends object ? Record<string, unknown> : ProgramSort;
  PublishingOrganisation: ResolversInterfaceTypes<ResolversParentTypes>['PublishingOrganisation'];
  Query: Record<PropertyKey, never>;
  ResetPasswordInput: ResetPasswordInput extends object ? Record<string, unknown> : ResetPasswordInput;
  RestoredVersion: RestoredVersion extends object ? Record<string, unknown> : RestoredVersion;
  SearchError: SearchError extends object ? Record<string, unknown> : SearchError;
  SearchItem: SearchItem extends object ? Record<string, unknown> : SearchItem;
  SearchResult: SearchResult extends object ? Record<string, unknown> : SearchResult;
  SessionSetting: SessionSetting extends object ? Record<string, unknown> : SessionSetting;
  Setting: Setting extends object ? Record<string, unknown> : Setting;
  SignInResult: ResolversUnionTypes<ResolversParentTypes>['SignInResult'] extends object ? Record<string, unknown> : ResolversUnionTypes<ResolversParentTypes>['SignInResult'];
  SiteContent: SiteContent extends object ? Record<string, unknown> : SiteContent;
  SitePage: SitePage extends object ? Record<string, unknown> : SitePage;
  Specialization: Specialization extends object ? Record<string, unknown> : Specialization;
  SpecializationFilter: SpecializationFilter extends object ? Record<string, unknown> : SpecializationFilter;
  SpecializationPage: SpecializationPage extends object ? Record<string, unknown> : SpecializationPage;
  SpecializationSort: SpecializationSort extends object ? Record<string, unknown> : SpecializationSort;
  Sponsor: Sponsor extends object ? Record<string, unknown> : Sponsor;
  SponsorInput: SponsorInput extends object ? Record<string, unknown> : SponsorInput;
  String: Scalars['String']['output'] extends object ? Record<string, unknown> : Scalars['String']['output'];
  TrialBureau: TrialBureau extends object ? Record<string, unknown> : TrialBureau;
  TrialBureauFilter: TrialBureauFilter extends object ? Record<string, unknown> : TrialBureauFilter;
  TrialBureauPage: TrialBureauPage extends object ? Record<string, unknown> : TrialBureauPage;
  TrialBureauSort: TrialBureauSort extends object ? Record<string, unknown> : TrialBureauSort;
  TwoFactorChallenge: TwoFactorChallenge extends object ? Record<string, unknown> : TwoFactorChallenge;
  TwoFactorSetup: TwoFactorSetup extends object ? Record<string, unknown> : TwoFactorSetup;
  TwoFactorStatus: TwoFactorStatus extends object ? Record<string, unknown> : TwoFactorStatus;
  UpdateAddressInput: UpdateAddressInput extends object ? Record<string, unknown> : UpdateAddressInput;
  UpdateApplicableInput: UpdateApplicableInput extends object ? Record<string, unknown> : UpdateApplicableInput;
  UpdateAssociationInput: UpdateAssociationInput extends object ? Record<string, unknown> : UpdateAssociationInput;
  UpdateCenterInput: UpdateCenterInput extends object ? Record<string, unknown> : UpdateCenterInput;
  UpdateCountryInput: UpdateCountryInput extends object ? Record<string, unknown> : UpdateCountryInput;
  UpdateCriterionInput: UpdateCriterionInput extends object ? Record<string, unknown> : UpdateCriterionInput;
  UpdateEvaluationDataInput: UpdateEvaluationDataInput extends object ? Record<string, unknown> : UpdateEvaluationDataInput;
  UpdateEvaluationDocumentInput: UpdateEvaluationDocumentInput extends object ? Record<string, unknown> : UpdateEvaluationDocumentInput;
  UpdateEvaluationInput: UpdateEvaluationInput extends object ? Record<string, unknown> : UpdateEvaluationInput;
  UpdateEvaluationLinkInput: UpdateEvaluationLinkInput extends object ? Record<string, unknown> : UpdateEvaluationLinkInput;
  UpdateEvaluationPersonInput: UpdateEvaluationPersonInput extends object ? Record<string, unknown> : UpdateEvaluationPersonInput;
  UpdateEvaluationPostInput: UpdateEvaluationPostInput extends object ? Record<string, unknown> : UpdateEvaluationPostInput;
  UpdateEventInput: UpdateEventInput extends object ? Record<string, unknown> : UpdateEventInput;
  UpdateGradationInput: UpdateGradationInput extends object ? Record<string, unknown> : UpdateGradationInput;
  UpdateHourInput: UpdateHourInput extends object ? Record<string, unknown> : UpdateHourInput;
  UpdateInclusionDataInput: UpdateInclusionDataInput extends object ? Record<string, unknown> : UpdateInclusionDataInput;
  UpdateMeasureInput: UpdateMeasureInput extends object ? Record<string, unknown> : UpdateMeasureInput;
  UpdateOrganisationDocumentInput: UpdateOrganisationDocumentInput extends object ? Record<string, unknown> : UpdateOrganisationDocumentInput;
  UpdateOrganisationInput: UpdateOrganisationInput extends object ? Record<string, unknown> : UpdateOrganisationInput;
  UpdateParticipantInput: UpdateParticipantInput extends object ? Record<string, unknown> : UpdateParticipantInput;
  UpdatePostInput: UpdatePostInput extends object ? Record<string, unknown> : UpdatePostInput;
  UpdateProgramInput: UpdateProgramInput extends object ? Record<string, unknown> : UpdateProgramInput;
  UpdateSiteContentInput: UpdateSiteContentInput extends object ? Record<string, unknown> : UpdateSiteContentInput;
  UpdateSitePageInput: UpdateSitePageInput extends object ? Record<string, unknown> : UpdateSitePageInput;
  UpdateSpecializationInput: UpdateSpecializationInput extends object ? Record<string, unknown> : UpdateSpecializationInput;
  UpdateTrialBureauInput: UpdateTrialBureauInput extends object ? Record<string, unknown> : UpdateTrialBureauInput;
  UpdateUserInput: UpdateUserInput extends object ? Record<string, unknown> : UpdateUserInput;
  User: User extends object ? Record<string, unknown> : User;
  UserEvaluation: UserEvaluation extends object ? Record<string, unknown> : UserEvaluation;
  UserFilter: UserFilter extends object ? Record<string, unknown> : UserFilter;
  UserPage: UserPage extends object ? Record<string, unknown> : UserPage;
  UserRole: UserRole extends object ? Record<string, unknown> : UserRole;
  UserSort: UserSort extends object ? Record<string, unknown> : UserSort;
}>;

export type AddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = ResolversObject<{
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contact?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['Country']>, ParentType, ContextType>;
  countryId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  numberAdd?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  street?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  version?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type AddressPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AddressPage'] = ResolversParentTypes['AddressPage']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['Address']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type AddressSuggestionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AddressSuggestion'] = ResolversParentTypes['AddressSuggestion']> = ResolversObject<{
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countryId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  numberAdd?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ApplicableResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Applicable'] = ResolversParentTypes['Applicable']> = ResolversObject<{
  content?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isVisible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Applicability'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ApplicableType'], ParentType, ContextType>;
  typeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type AssociationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Association'] = ResolversParentTypes['Association']> = ResolversObject<{
  abbreviation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  about?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  banner?: Resolver<Maybe<ResolversTypes['File']>, ParentType, ContextType>;
  bannerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  contact?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  documents?: Resolver<Array<ResolversTypes['Document']>, ParentType, ContextType>;
  evaluations?: Resolver<Array<ResolversTypes['Evaluation']>, ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['Event']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['File']>, ParentType, ContextType>;
  logoId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  posts?: Resolver<Array<ResolversTypes['Post']>, ParentType, ContextType>;
  settings?: Resolver<Array<ResolversTypes['Setting']>, ParentType, ContextType>;
  specializations?: Resolver<Array<ResolversTypes['Specialization']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AssociationPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AssociationPage'] = ResolversParentTypes['AssociationPage']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['Association']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type AuthTokensResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuthTokens'] = ResolversParentTypes['AuthTokens']> = ResolversObject<{
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refreshToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tokenType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type BoardStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BoardStatus'] = ResolversParentTypes['BoardStatus']> = ResolversObject<{
  boardId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  boardName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  checkedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  detail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  groupId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  groupName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['BoardCheckState'], ParentType, ContextType>;
}>;

export type BugReportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BugReport'] = ResolversParentTypes['BugReport']> = ResolversObject<{
  actions?: Resolver<Array<ResolversTypes['BugReportAction']>, ParentType, ContextType>;
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  browser?: Resolver<ResolversTypes['BugReportBrowser'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deliveredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  deliveryState?: Resolver<ResolversTypes['BugReportDeliveryState'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  localStorage?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  nextAttemptAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  occurredAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  pulseId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  reporter?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  screenshot?: Resolver<Maybe<ResolversTypes['File']>, ParentType, ContextType>;
  stackTrace?: Resolver<Array<ResolversTypes['BugReportStackEntry']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BugReportActionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BugReportAction'] = ResolversParentTypes['BugReportAction']> = ResolversObject<{
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  payload?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BugReportBrowserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BugReportBrowser'] = ResolversParentTypes['BugReportBrowser']> = ResolversObject<{
  language?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userAgent?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewportHeight?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  viewportWidth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type BugReportPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BugReportPage'] = ResolversParentTypes['BugReportPage']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['BugReport']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type BugReportReceiptResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BugReportReceipt'] = ResolversParentTypes['BugReportReceipt']> = ResolversObject<{
  deliveryState?: Resolver<ResolversTypes['BugReportDeliveryState'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type BugReportStackEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BugReportStackEntry'] = ResolversParentTypes['BugReportStackEntry']> = ResolversObject<{
  column?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  filename?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  line?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CenterResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Center'] = ResolversParentTypes['Center']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  addressId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  dataCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  evaluationCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['CenterType'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  version?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type CenterPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CenterPage'] = ResolversParentTypes['CenterPage']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['Center']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type CountryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Country'] = ResolversParentTypes['Country']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  version?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type CountryPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CountryPage'] = ResolversParentTypes['CountryPage']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['Country']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type CriterionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Criterion'] = ResolversParentTypes['Criterion']> = ResolversObject<{
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['CriterionType'], ParentType, ContextType>;
}>;

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DirectoryUserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DirectoryUser'] = ResolversParentTypes['DirectoryUser']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organisation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['UserTitle']>, ParentType, ContextType>;
}>;

export type DocumentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Document'] = ResolversParentTypes['Document']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  file?: Resolver<Maybe<ResolversTypes['File']>, ParentType, ContextType>;
  fileId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isPublic?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type EvaluationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Evaluation'] = ResolversParentTypes['Evaluation']> = ResolversObject<{
  adjustedEndsAt?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  analysis?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  applicables?: Resolver<Array<ResolversTypes['Applicable']>, ParentType, ContextType>;
  associations?: Resolver<Array<ResolversTypes['Association']>, ParentType, ContextType>;
  banner?: Resolver<Maybe<ResolversTypes['File']>, ParentType, ContextType>;
  bannerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  castorSlug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contactInfo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  criteria?: Resolver<Array<ResolversTypes['Criterion']>, ParentType, ContextType>;
  currentMedicalGuideline?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['InclusionData']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  descriptionShort?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  documents?: Resolver<Array<ResolversTypes['Document']>, ParentType, ContextType>;
  edc?: Resolver<Maybe<ResolversTypes['EdcSystem']>, ParentType, ContextType>;
  endsAt?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  figure?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstInclusionAt?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  gradation?: Resolver<Maybe<ResolversTypes['Gradation']>, ParentType, ContextType>;
  gradationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inclusion?: Resolver<Maybe<ResolversTypes['InclusionMonitorEvaluation']>, ParentType, ContextType>;
  instructionVideoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isVisibleAtInclusionMonitor?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastInclusionAt?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  links?: Resolver<Array<ResolversTypes['EvaluationLink']>, ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['File']>, ParentType, ContextType>;
  logoId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  measures?: Resolver<Array<ResolversTypes['Measure']>, ParentType, ContextType>;
  objective?: Resolver<Maybe<ResolversTypes['Applicability']>, ParentType, ContextType>;
  participants?: Resolver<Array<ResolversTypes['Participant']>, ParentType, ContextType>;
  people?: Resolver<Array<ResolversTypes['EvaluationPerson']>, ParentType, ContextType>;
  phase?: Resolver<ResolversTypes['EvaluationPhase'], ParentType, ContextType>;
  posts?: Resolver<Array<ResolversTypes['Post']>, ParentType, ContextType>;
  programs?: Resolver<Array<ResolversTypes['Program']>, ParentType, ContextType>;
  publishAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  researchAgency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  researchQuestion?: Resolver<Maybe<ResolversTypes['Applicability']>, ParentType, ContextType>;
  resourceAgency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  settings?: Resolver<Array<ResolversTypes['Setting']>, ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  specializations?: Resolver<Array<ResolversTypes['Specialization']>, ParentType, ContextType>;
  sponsor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startsAt?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EvaluationStatus'], ParentType, ContextType>;
  studyDesign?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  studyTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trialBureaus?: Resolver<Array<ResolversTypes['TrialBureau']>, ParentType, ContextType>;
  trialRegister?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unpublishAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  vimeoId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type EvaluationFacetRecordResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EvaluationFacetRecord'] = ResolversParentTypes['EvaluationFacetRecord']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type EvaluationFacetsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EvaluationFacets'] = ResolversParentTypes['EvaluationFacets']> = ResolversObject<{
  associations?: Resolver<Array<ResolversTypes['EvaluationFacetRecord']>, ParentType, ContextType>;
  gradations?: Resolver<Array<ResolversTypes['EvaluationFacetRecord']>, ParentType, ContextType>;
  phases?: Resolver<Array<ResolversTypes['EvaluationPhaseCount']>, ParentType, ContextType>;
  programs?: Resolver<Array<ResolversTypes['EvaluationFacetRecord']>, ParentType, ContextType>;
  specializations?: Resolver<Array<ResolversTypes['EvaluationFacetRecord']>, ParentType, ContextType>;
  statuses?: Resolver<Array<ResolversTypes['EvaluationStatusCount']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type EvaluationLinkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EvaluationLink'] = ResolversParentTypes['EvaluationLink']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type EvaluationPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EvaluationPage'] = ResolversParentTypes['EvaluationPage']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['Evaluation']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type EvaluationPersonResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EvaluationPerson'] = ResolversParentTypes['EvaluationPerson']> = ResolversObject<{
  contactFunction?: Resolver<ResolversTypes['ContactFunction'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['PersonCard'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type EvaluationPhaseCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EvaluationPhaseCount'] = ResolversParentTypes['EvaluationPhaseCount']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['EvaluationPhase'], ParentType, ContextType>;
}>;

export type EvaluationStatusCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EvaluationStatusCount'] = ResolversParentTypes['EvaluationStatusCount']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['EvaluationStatus'], ParentType, ContextType>;
}>;

export type EventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Event'] = ResolversParentTypes['Event']> = ResolversObject<{
  content?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  date?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  endsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  eventable?: Resolver<Maybe<ResolversTypes['EventOwner']>, ParentType, ContextType>;
  eventableId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  eventableType?: Resolver<ResolversTypes['EventableType'], ParentType, ContextType>;
  file?: Resolver<Maybe<ResolversTypes['File']>, ParentType, ContextType>;
  fileId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  recurring?: Resolver<ResolversTypes['EventRecurrence'], ParentType, ContextType>;
  room?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['EventType'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type EventOwnerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EventOwner'] = ResolversParentTypes['EventOwner']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['EventableType'], ParentType, ContextType>;
}>;

export type EventPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EventPage'] = ResolversParentTypes['EventPage']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['Event']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type FileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['File'] = ResolversParentTypes['File']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mimeType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type GradationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Gradation'] = ResolversParentTypes['Gradation']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  evaluationCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  version?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type GradationPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GradationPage'] = ResolversParentTypes['GradationPage']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['Gradation']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type HealthResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Health'] = ResolversParentTypes['Health']> = ResolversObject<{
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type HistoryActorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HistoryActor'] = ResolversParentTypes['HistoryActor']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type HistoryEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HistoryEntry'] = ResolversParentTypes['HistoryEntry']> = ResolversObject<{
  action?: Resolver<ResolversTypes['HistoryAction'], ParentType, ContextType>;
  actor?: Resolver<Maybe<ResolversTypes['HistoryActor']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['HistoryFieldChange']>, ParentType, ContextType>;
  hash?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  recordId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  recordTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recordType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requestId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  restorable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  snapshot?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
}>;

export type HistoryEntryPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HistoryEntryPage'] = ResolversParentTypes['HistoryEntryPage']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['HistoryEntry']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type HistoryFieldChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HistoryFieldChange'] = ResolversParentTypes['HistoryFieldChange']> = ResolversObject<{
  added?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  after?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  removed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type HourResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Hour'] = ResolversParentTypes['Hour']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  employee?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  employeeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  endsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  hourType?: Resolver<ResolversTypes['HourType'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  project?: Resolver<Maybe<ResolversTypes['Evaluation']>, ParentType, ContextType>;
  projectId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  version?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type HourPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HourPage'] = ResolversParentTypes['HourPage']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['Hour']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type InclusionDataResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InclusionData'] = ResolversParentTypes['InclusionData']> = ResolversObject<{
  center?: Resolver<Maybe<ResolversTypes['Center']>, ParentType, ContextType>;
  centerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  evaluation?: Resolver<Maybe<ResolversTypes['Evaluation']>, ParentType, ContextType>;
  evaluationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sampleSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  version?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type InclusionDataPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InclusionDataPage'] = ResolversParentTypes['InclusionDataPage']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['InclusionData']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type InclusionMonitorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InclusionMonitor'] = ResolversParentTypes['InclusionMonitor']> = ResolversObject<{
  categories?: Resolver<Array<ResolversTypes['InclusionMonitorCategory']>, ParentType, ContextType>;
}>;

export type InclusionMonitorCategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InclusionMonitorCategory'] = ResolversParentTypes['InclusionMonitorCategory']> = ResolversObject<{
  evaluations?: Resolver<Array<ResolversTypes['InclusionMonitorEvaluation']>, ParentType, ContextType>;
  gradation?: Resolver<Maybe<ResolversTypes['Gradation']>, ParentType, ContextType>;
  includedSoFar?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  series?: Resolver<Array<ResolversTypes['InclusionMonitorPoint']>, ParentType, ContextType>;
  target?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type InclusionMonitorCenterResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InclusionMonitorCenter'] = ResolversParentTypes['InclusionMonitorCenter']> = ResolversObject<{
  center?: Resolver<ResolversTypes['Center'], ParentType, ContextType>;
  included?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type InclusionMonitorEvaluationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InclusionMonitorEvaluation'] = ResolversParentTypes['InclusionMonitorEvaluation']> = ResolversObject<{
  centers?: Resolver<Array<ResolversTypes['InclusionMonitorCenter']>, ParentType, ContextType>;
  evaluation?: Resolver<ResolversTypes['Evaluation'], ParentType, ContextType>;
  includedSoFar?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastReportedMonth?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  projection?: Resolver<ResolversTypes['InclusionProjection'], ParentType, ContextType>;
  series?: Resolver<Array<ResolversTypes['InclusionMonitorPoint']>, ParentType, ContextType>;
  target?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type InclusionMonitorPointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InclusionMonitorPoint'] = ResolversParentTypes['InclusionMonitorPoint']> = ResolversObject<{
  cumulative?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  included?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
}>;

export type InclusionProjectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InclusionProjection'] = ResolversParentTypes['InclusionProjection']> = ResolversObject<{
  endsAt?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  monthlyRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  monthsLeft?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  pace?: Resolver<ResolversTypes['InclusionPace'], ParentType, ContextType>;
  projectedTotal?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type MeasureResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Measure'] = ResolversParentTypes['Measure']> = ResolversObject<{
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  addAssociationDocument?: Resolver<ResolversTypes['Document'], ParentType, ContextType, RequireFields<MutationAddAssociationDocumentArgs, 'input' | 'ownerId'>>;
  addAssociationEvent?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationAddAssociationEventArgs, 'input' | 'ownerId'>>;
  addAssociationPost?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<MutationAddAssociationPostArgs, 'input' | 'ownerId'>>;
  addEvaluationApplicable?: Resolver<ResolversTypes['Applicable'], ParentType, ContextType, RequireFields<MutationAddEvaluationApplicableArgs, 'evaluationId' | 'input'>>;
  addEvaluationCriterion?: Resolver<ResolversTypes['Criterion'], ParentType, ContextType, RequireFields<MutationAddEvaluationCriterionArgs, 'evaluationId' | 'input'>>;
  addEvaluationData?: Resolver<ResolversTypes['InclusionData'], ParentType, ContextType, RequireFields<MutationAddEvaluationDataArgs, 'evaluationId' | 'input'>>;
  addEvaluationDocument?: Resolver<ResolversTypes['Document'], ParentType, ContextType, RequireFields<MutationAddEvaluationDocumentArgs, 'evaluationId' | 'input'>>;
  addEvaluationLink?: Resolver<ResolversTypes['EvaluationLink'], ParentType, ContextType, RequireFields<MutationAddEvaluationLinkArgs, 'evaluationId' | 'input'>>;
  addEvaluationMeasure?: Resolver<ResolversTypes['Measure'], ParentType, ContextType, RequireFields<MutationAddEvaluationMeasureArgs, 'evaluationId' | 'input'>>;
  addEvaluationParticipant?: Resolver<ResolversTypes['Participant'], ParentType, ContextType, RequireFields<MutationAddEvaluationParticipantArgs, 'evaluationId' | 'input'>>;
  addEvaluationPerson?: Resolver<ResolversTypes['EvaluationPerson'], ParentType, ContextType, RequireFields<MutationAddEvaluationPersonArgs, 'evaluationId' | 'input'>>;
  addEvaluationPost?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<MutationAddEvaluationPostArgs, 'evaluationId' | 'input'>>;
  addOrganisationDocument?: Resolver<ResolversTypes['Document'], ParentType, ContextType, RequireFields<MutationAddOrganisationDocumentArgs, 'input' | 'kind' | 'ownerId'>>;
  addOrganisationEvent?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationAddOrganisationEventArgs, 'input' | 'kind' | 'ownerId'>>;
  addOrganisationPost?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<MutationAddOrganisationPostArgs, 'input' | 'kind' | 'ownerId'>>;
  addProgramDocument?: Resolver<ResolversTypes['Document'], ParentType, ContextType, RequireFields<MutationAddProgramDocumentArgs, 'input' | 'ownerId'>>;
  addProgramEvent?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationAddProgramEventArgs, 'input' | 'ownerId'>>;
  addProgramPost?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<MutationAddProgramPostArgs, 'input' | 'ownerId'>>;
  addTrialBureauDocument?: Resolver<ResolversTypes['Document'], ParentType, ContextType, RequireFields<MutationAddTrialBureauDocumentArgs, 'input' | 'ownerId'>>;
  beginTwoFactorSetup?: Resolver<ResolversTypes['TwoFactorSetup'], ParentType, ContextType>;
  changePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  completeSignIn?: Resolver<ResolversTypes['AuthTokens'], ParentType, ContextType, RequireFields<MutationCompleteSignInArgs, 'challengeToken' | 'code'>>;
  confirmTwoFactorSetup?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<MutationConfirmTwoFactorSetupArgs, 'code'>>;
  createAddress?: Resolver<ResolversTypes['Address'], ParentType, ContextType, RequireFields<MutationCreateAddressArgs, 'input'>>;
  createAssociation?: Resolver<ResolversTypes['Association'], ParentType, ContextType, RequireFields<MutationCreateAssociationArgs, 'input'>>;
  createBugReport?: Resolver<ResolversTypes['BugReportReceipt'], ParentType, ContextType, RequireFields<MutationCreateBugReportArgs, 'input'>>;
  createCenter?: Resolver<ResolversTypes['Center'], ParentType, ContextType, RequireFields<MutationCreateCenterArgs, 'input'>>;
  createCountry?: Resolver<ResolversTypes['Country'], ParentType, ContextType, RequireFields<MutationCreateCountryArgs, 'input'>>;
  createEvaluation?: Resolver<ResolversTypes['Evaluation'], ParentType, ContextType, RequireFields<MutationCreateEvaluationArgs, 'input'>>;
  createEvent?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationCreateEventArgs, 'input'>>;
  createGradation?: Resolver<ResolversTypes['Gradation'], ParentType, ContextType, RequireFields<MutationCreateGradationArgs, 'input'>>;
  createHour?: Resolver<ResolversTypes['Hour'], ParentType, ContextType, RequireFields<MutationCreateHourArgs, 'input'>>;
  createInclusionData?: Resolver<ResolversTypes['InclusionData'], ParentType, ContextType, RequireFields<MutationCreateInclusionDataArgs, 'input'>>;
  createOrganisation?: Resolver<ResolversTypes['Organisation'], ParentType, ContextType, RequireFields<MutationCreateOrganisationArgs, 'input' | 'kind'>>;
  createPost?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<MutationCreatePostArgs, 'input'>>;
  createProgram?: Resolver<ResolversTypes['Program'], ParentType, ContextType, RequireFields<MutationCreateProgramArgs, 'input'>>;
  createSpecialization?: Resolver<ResolversTypes['Specialization'], ParentType, ContextType, RequireFields<MutationCreateSpecializationArgs, 'input'>>;
  createTrialBureau?: Resolver<ResolversTypes['TrialBureau'], ParentType, ContextType, RequireFields<MutationCreateTrialBureauArgs, 'input'>>;
  createUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationCreateUserArgs, 'input'>>;
  deleteAddress?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteAddressArgs, 'id'>>;
  deleteAddresses?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteAddressesArgs, 'ids'>>;
  deleteAssociation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteAssociationArgs, 'id'>>;
  deleteAssociations?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteAssociationsArgs, 'ids'>>;
  deleteBugReports?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteBugReportsArgs, 'ids'>>;
  deleteCenter?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteCenterArgs, 'id'>>;
  deleteCenters?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteCentersArgs, 'ids'>>;
  deleteCountries?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteCountriesArgs, 'ids'>>;
  deleteCountry?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteCountryArgs, 'id'>>;
  deleteEvaluation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteEvaluationArgs, 'id'>>;
  deleteEvaluations?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteEvaluationsArgs, 'ids'>>;
  deleteEvent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteEventArgs, 'id'>>;
  deleteEvents?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteEventsArgs, 'ids'>>;
  deleteGradation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteGradationArgs, 'id'>>;
  deleteGradations?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteGradationsArgs, 'ids'>>;
  deleteHour?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteHourArgs, 'id'>>;
  deleteHours?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteHoursArgs, 'ids'>>;
  deleteInclusionData?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteInclusionDataArgs, 'id'>>;
  deleteInclusionDataRows?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteInclusionDataRowsArgs, 'ids'>>;
  deleteOrganisation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteOrganisationArgs, 'id' | 'kind'>>;
  deleteOrganisations?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteOrganisationsArgs, 'ids' | 'kind'>>;
  deletePost?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeletePostArgs, 'id'>>;
  deletePosts?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeletePostsArgs, 'ids'>>;
  deleteProgram?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteProgramArgs, 'id'>>;
  deletePrograms?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteProgramsArgs, 'ids'>>;
  deleteSpecialization?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteSpecializationArgs, 'id'>>;
  deleteSpecializations?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteSpecializationsArgs, 'ids'>>;
  deleteTrialBureau?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteTrialBureauArgs, 'id'>>;
  deleteTrialBureaus?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteTrialBureausArgs, 'ids'>>;
  deleteUser?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteUserArgs, 'id'>>;
  deleteUsers?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteUsersArgs, 'ids'>>;
  disableTwoFactor?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, Partial<MutationDisableTwoFactorArgs>>;
  forgotPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationForgotPasswordArgs, 'email'>>;
  login?: Resolver<ResolversTypes['AuthTokens'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'email' | 'password'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mergeCenters?: Resolver<ResolversTypes['Center'], ParentType, ContextType, RequireFields<MutationMergeCentersArgs, 'sourceIds' | 'targetId'>>;
  refresh?: Resolver<ResolversTypes['AuthTokens'], ParentType, ContextType, RequireFields<MutationRefreshArgs, 'refreshToken'>>;
  removeAssociationDocument?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveAssociationDocumentArgs, 'id' | 'ownerId'>>;
  removeAssociationEvent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveAssociationEventArgs, 'id' | 'ownerId'>>;
  removeAssociationPost?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveAssociationPostArgs, 'id' | 'ownerId'>>;
  removeEvaluationApplicable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveEvaluationApplicableArgs, 'evaluationId' | 'id'>>;
  removeEvaluationCriterion?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveEvaluationCriterionArgs, 'evaluationId' | 'id'>>;
  removeEvaluationData?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveEvaluationDataArgs, 'evaluationId' | 'id'>>;
  removeEvaluationDocument?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveEvaluationDocumentArgs, 'evaluationId' | 'id'>>;
  removeEvaluationLink?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveEvaluationLinkArgs, 'evaluationId' | 'id'>>;
  removeEvaluationMeasure?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveEvaluationMeasureArgs, 'evaluationId' | 'id'>>;
  removeEvaluationParticipant?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveEvaluationParticipantArgs, 'evaluationId' | 'id'>>;
  removeEvaluationPerson?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveEvaluationPersonArgs, 'evaluationId' | 'id'>>;
  removeEvaluationPost?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveEvaluationPostArgs, 'evaluationId' | 'id'>>;
  removeOrganisationDocument?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveOrganisationDocumentArgs, 'id' | 'kind' | 'ownerId'>>;
  removeOrganisationEvent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveOrganisationEventArgs, 'id' | 'kind' | 'ownerId'>>;
  removeOrganisationPost?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveOrganisationPostArgs, 'id' | 'kind' | 'ownerId'>>;
  removeProgramDocument?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveProgramDocumentArgs, 'id' | 'ownerId'>>;
  removeProgramEvent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveProgramEventArgs, 'id' | 'ownerId'>>;
  removeProgramPost?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveProgramPostArgs, 'id' | 'ownerId'>>;
  removeTrialBureauDocument?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveTrialBureauDocumentArgs, 'id' | 'ownerId'>>;
  resetPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'input'>>;
  restoreVersion?: Resolver<ResolversTypes['RestoredVersion'], ParentType, ContextType, RequireFields<MutationRestoreVersionArgs, 'entryId'>>;
  retryBugReportDelivery?: Resolver<ResolversTypes['BugReport'], ParentType, ContextType, RequireFields<MutationRetryBugReportDeliveryArgs, 'id'>>;
  sendActivation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSendActivationArgs, 'userId'>>;
  signIn?: Resolver<ResolversTypes['SignInResult'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'email' | 'password'>>;
  updateAddress?: Resolver<ResolversTypes['Address'], ParentType, ContextType, RequireFields<MutationUpdateAddressArgs, 'id' | 'input'>>;
  updateAssociation?: Resolver<ResolversTypes['Association'], ParentType, ContextType, RequireFields<MutationUpdateAssociationArgs, 'id' | 'input'>>;
  updateAssociationDocument?: Resolver<ResolversTypes['Document'], ParentType, ContextType, RequireFields<MutationUpdateAssociationDocumentArgs, 'id' | 'input' | 'ownerId'>>;
  updateAssociationEvent?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationUpdateAssociationEventArgs, 'id' | 'input' | 'ownerId'>>;
  updateAssociationPost?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<MutationUpdateAssociationPostArgs, 'id' | 'input' | 'ownerId'>>;
  updateAssociationSettings?: Resolver<Array<ResolversTypes['Setting']>, ParentType, ContextType, RequireFields<MutationUpdateAssociationSettingsArgs, 'ownerId' | 'values'>>;
  updateCenter?: Resolver<ResolversTypes['Center'], ParentType, ContextType, RequireFields<MutationUpdateCenterArgs, 'id' | 'input'>>;
  updateCountry?: Resolver<ResolversTypes['Country'], ParentType, ContextType, RequireFields<MutationUpdateCountryArgs, 'id' | 'input'>>;
  updateEvaluation?: Resolver<ResolversTypes['Evaluation'], ParentType, ContextType, RequireFields<MutationUpdateEvaluationArgs, 'id' | 'input'>>;
  updateEvaluationApplicable?: Resolver<ResolversTypes['Applicable'], ParentType, ContextType, RequireFields<MutationUpdateEvaluationApplicableArgs, 'evaluationId' | 'id' | 'input'>>;
  updateEvaluationCriterion?: Resolver<ResolversTypes['Criterion'], ParentType, ContextType, RequireFields<MutationUpdateEvaluationCriterionArgs, 'evaluationId' | 'id' | 'input'>>;
  updateEvaluationData?: Resolver<ResolversTypes['InclusionData'], ParentType, ContextType, RequireFields<MutationUpdateEvaluationDataArgs, 'evaluationId' | 'id' | 'input'>>;
  updateEvaluationDocument?: Resolver<ResolversTypes['Document'], ParentType, ContextType, RequireFields<MutationUpdateEvaluationDocumentArgs, 'evaluationId' | 'id' | 'input'>>;
  updateEvaluationLink?: Resolver<ResolversTypes['EvaluationLink'], ParentType, ContextType, RequireFields<MutationUpdateEvaluationLinkArgs, 'evaluationId' | 'id' | 'input'>>;
  updateEvaluationMeasure?: Resolver<ResolversTypes['Measure'], ParentType, ContextType, RequireFields<MutationUpdateEvaluationMeasureArgs, 'evaluationId' | 'id' | 'input'>>;
  updateEvaluationParticipant?: Resolver<ResolversTypes['Participant'], ParentType, ContextType, RequireFields<MutationUpdateEvaluationParticipantArgs, 'evaluationId' | 'id' | 'input'>>;
  updateEvaluationPerson?: Resolver<ResolversTypes['EvaluationPerson'], ParentType, ContextType, RequireFields<MutationUpdateEvaluationPersonArgs, 'evaluationId' | 'id' | 'input'>>;
  updateEvaluationPost?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<MutationUpdateEvaluationPostArgs, 'evaluationId' | 'id' | 'input'>>;
  updateEvaluationSettings?: Resolver<Array<ResolversTypes['Setting']>, ParentType, ContextType, RequireFields<MutationUpdateEvaluationSettingsArgs, 'evaluationId' | 'values'>>;
  updateEvent?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationUpdateEventArgs, 'id' | 'input'>>;
  updateGradation?: Resolver<ResolversTypes['Gradation'], ParentType, ContextType, RequireFields<MutationUpdateGradationArgs, 'id' | 'input'>>;
  updateHour?: Resolver<ResolversTypes['Hour'], ParentType, ContextType, RequireFields<MutationUpdateHourArgs, 'id' | 'input'>>;
  updateInclusionData?: Resolver<ResolversTypes['InclusionData'], ParentType, ContextType, RequireFields<MutationUpdateInclusionDataArgs, 'id' | 'input'>>;
  updateOrganisation?: Resolver<ResolversTypes['Organisation'], ParentType, ContextType, RequireFields<MutationUpdateOrganisationArgs, 'id' | 'input' | 'kind'>>;
  updateOrganisationDocument?: Resolver<ResolversTypes['Document'], ParentType, ContextType, RequireFields<MutationUpdateOrganisationDocumentArgs, 'id' | 'input' | 'kind' | 'ownerId'>>;
  updateOrganisationEvent?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationUpdateOrganisationEventArgs, 'id' | 'input' | 'kind' | 'ownerId'>>;
  updateOrganisationPost?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<MutationUpdateOrganisationPostArgs, 'id' | 'input' | 'kind' | 'ownerId'>>;
  updateOrganisationSettings?: Resolver<Array<ResolversTypes['Setting']>, ParentType, ContextType, RequireFields<MutationUpdateOrganisationSettingsArgs, 'kind' | 'ownerId' | 'values'>>;
  updatePost?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<MutationUpdatePostArgs, 'id' | 'input'>>;
  updateProgram?: Resolver<ResolversTypes['Program'], ParentType, ContextType, RequireFields<MutationUpdateProgramArgs, 'id' | 'input'>>;
  updateProgramDocument?: Resolver<ResolversTypes['Document'], ParentType, ContextType, RequireFields<MutationUpdateProgramDocumentArgs, 'id' | 'input' | 'ownerId'>>;
  updateProgramEvent?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationUpdateProgramEventArgs, 'id' | 'input' | 'ownerId'>>;
  updateProgramPost?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<MutationUpdateProgramPostArgs, 'id' | 'input' | 'ownerId'>>;
  updateProgramSettings?: Resolver<Array<ResolversTypes['Setting']>, ParentType, ContextType, RequireFields<MutationUpdateProgramSettingsArgs, 'ownerId' | 'values'>>;
  updateSiteContent?: Resolver<ResolversTypes['SiteContent'], ParentType, ContextType, RequireFields<MutationUpdateSiteContentArgs, 'input'>>;
  updateSitePage?: Resolver<ResolversTypes['SitePage'], ParentType, ContextType, RequireFields<MutationUpdateSitePageArgs, 'input' | 'key'>>;
  updateSpecialization?: Resolver<ResolversTypes['Specialization'], ParentType, ContextType, RequireFields<MutationUpdateSpecializationArgs, 'id' | 'input'>>;
  updateTrialBureau?: Resolver<ResolversTypes['TrialBureau'], ParentType, ContextType, RequireFields<MutationUpdateTrialBureauArgs, 'id' | 'input'>>;
  updateTrialBureauDocument?: Resolver<ResolversTypes['Document'], ParentType, ContextType, RequireFields<MutationUpdateTrialBureauDocumentArgs, 'id' | 'input' | 'ownerId'>>;
  updateTrialBureauSettings?: Resolver<Array<ResolversTypes['Setting']>, ParentType, ContextType, RequireFields<MutationUpdateTrialBureauSettingsArgs, 'ownerId' | 'values'>>;
  updateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'id' | 'input'>>;
}>;

export type OrganisationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Organisation'] = ResolversParentTypes['Organisation']> = ResolversObject<{
  __resolveType: TypeResolveFn<'Association' | 'Program' | 'TrialBureau', ParentType, ContextType>;
}>;

export type OrganisationPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrganisationPage'] = ResolversParentTypes['OrganisationPage']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['Organisation']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type PageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = ResolversObject<{
  currentPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  lastPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ParticipantResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Participant'] = ResolversParentTypes['Participant']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ParticipantType'], ParentType, ContextType>;
}>;

export type PersonCardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PersonCard'] = ResolversParentTypes['PersonCard']> = ResolversObject<{
  avatarId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['Gender']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['UserTitle']>, ParentType, ContextType>;
}>;

export type PostResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Post'] = ResolversParentTypes['Post']> = ResolversObject<{
  content?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['File']>, ParentType, ContextType>;
  imageId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  isPinned?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  postable?: Resolver<Maybe<ResolversTypes['PostOwner']>, ParentType, ContextType>;
  postableId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  postableType?: Resolver<Maybe<ResolversTypes['PostableType']>, ParentType, ContextType>;
  publishAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  version?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type PostOwnerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PostOwner'] = ResolversParentTypes['PostOwner']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PostableType'], ParentType, ContextType>;
}>;

export type PostPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PostPage'] = ResolversParentTypes['PostPage']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['Post']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type ProgramResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Program'] = ResolversParentTypes['Program']> = ResolversObject<{
  abbreviation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  about?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  banner?: Resolver<Maybe<ResolversTypes['File']>, ParentType, ContextType>;
  bannerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  contact?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  documents?: Resolver<Array<ResolversTypes['Document']>, ParentType, ContextType>;
  evaluations?: Resolver<Array<ResolversTypes['Evaluation']>, ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['Event']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['File']>, ParentType, ContextType>;
  logoId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  posts?: Resolver<Array<ResolversTypes['Post']>, ParentType, ContextType>;
  settings?: Resolver<Array<ResolversTypes['Setting']>, ParentType, ContextType>;
  specializations?: Resolver<Array<ResolversTypes['Specialization']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ProgramPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProgramPage'] = ResolversParentTypes['ProgramPage']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['Program']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type PublishingOrganisationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublishingOrganisation'] = ResolversParentTypes['PublishingOrganisation']> = ResolversObject<{
  __resolveType: TypeResolveFn<'Association' | 'Program', ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType, RequireFields<QueryAddressArgs, 'id'>>;
  addressLookup?: Resolver<Maybe<ResolversTypes['AddressSuggestion']>, ParentType, ContextType, RequireFields<QueryAddressLookupArgs, 'input'>>;
  addresses?: Resolver<ResolversTypes['AddressPage'], ParentType, ContextType, RequireFields<QueryAddressesArgs, 'limit' | 'page'>>;
  association?: Resolver<Maybe<ResolversTypes['Association']>, ParentType, ContextType, RequireFields<QueryAssociationArgs, 'id'>>;
  associations?: Resolver<ResolversTypes['AssociationPage'], ParentType, ContextType, RequireFields<QueryAssociationsArgs, 'limit' | 'page'>>;
  boardStatus?: Resolver<ResolversTypes['BoardStatus'], ParentType, ContextType>;
  bugReport?: Resolver<Maybe<ResolversTypes['BugReport']>, ParentType, ContextType, RequireFields<QueryBugReportArgs, 'id'>>;
  bugReports?: Resolver<ResolversTypes['BugReportPage'], ParentType, ContextType, RequireFields<QueryBugReportsArgs, 'limit' | 'page'>>;
  center?: Resolver<Maybe<ResolversTypes['Center']>, ParentType, ContextType, RequireFields<QueryCenterArgs, 'id'>>;
  centers?: Resolver<ResolversTypes['CenterPage'], ParentType, ContextType, RequireFields<QueryCentersArgs, 'limit' | 'page'>>;
  countries?: Resolver<ResolversTypes['CountryPage'], ParentType, ContextType, RequireFields<QueryCountriesArgs, 'limit' | 'page'>>;
  country?: Resolver<Maybe<ResolversTypes['Country']>, ParentType, ContextType, RequireFields<QueryCountryArgs, 'id'>>;
  evaluation?: Resolver<Maybe<ResolversTypes['Evaluation']>, ParentType, ContextType, Partial<QueryEvaluationArgs>>;
  evaluationFacets?: Resolver<ResolversTypes['EvaluationFacets'], ParentType, ContextType, Partial<QueryEvaluationFacetsArgs>>;
  evaluations?: Resolver<ResolversTypes['EvaluationPage'], ParentType, ContextType, RequireFields<QueryEvaluationsArgs, 'limit' | 'page'>>;
  event?: Resolver<Maybe<ResolversTypes['Event']>, ParentType, ContextType, RequireFields<QueryEventArgs, 'id'>>;
  events?: Resolver<ResolversTypes['EventPage'], ParentType, ContextType, RequireFields<QueryEventsArgs, 'limit' | 'page'>>;
  gradation?: Resolver<Maybe<ResolversTypes['Gradation']>, ParentType, ContextType, RequireFields<QueryGradationArgs, 'id'>>;
  gradations?: Resolver<ResolversTypes['GradationPage'], ParentType, ContextType, RequireFields<QueryGradationsArgs, 'limit' | 'page'>>;
  health?: Resolver<ResolversTypes['Health'], ParentType, ContextType>;
  history?: Resolver<ResolversTypes['HistoryEntryPage'], ParentType, ContextType, RequireFields<QueryHistoryArgs, 'recordId' | 'recordType'>>;
  hour?: Resolver<Maybe<ResolversTypes['Hour']>, ParentType, ContextType, RequireFields<QueryHourArgs, 'id'>>;
  hours?: Resolver<ResolversTypes['HourPage'], ParentType, ContextType, RequireFields<QueryHoursArgs, 'limit' | 'page'>>;
  inclusionData?: Resolver<ResolversTypes['InclusionDataPage'], ParentType, ContextType, RequireFields<QueryInclusionDataArgs, 'limit' | 'page'>>;
  inclusionMonitor?: Resolver<ResolversTypes['InclusionMonitor'], ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  organisation?: Resolver<Maybe<ResolversTypes['Organisation']>, ParentType, ContextType, RequireFields<QueryOrganisationArgs, 'id' | 'kind'>>;
  organisations?: Resolver<ResolversTypes['OrganisationPage'], ParentType, ContextType, RequireFields<QueryOrganisationsArgs, 'kind' | 'limit' | 'page'>>;
  post?: Resolver<Maybe<ResolversTypes['Post']>, ParentType, ContextType, RequireFields<QueryPostArgs, 'id'>>;
  posts?: Resolver<ResolversTypes['PostPage'], ParentType, ContextType, RequireFields<QueryPostsArgs, 'limit' | 'page'>>;
  program?: Resolver<Maybe<ResolversTypes['Program']>, ParentType, ContextType, RequireFields<QueryProgramArgs, 'id'>>;
  programs?: Resolver<ResolversTypes['ProgramPage'], ParentType, ContextType, RequireFields<QueryProgramsArgs, 'limit' | 'page'>>;
  recentlyDeleted?: Resolver<ResolversTypes['HistoryEntryPage'], ParentType, ContextType, Partial<QueryRecentlyDeletedArgs>>;
  search?: Resolver<ResolversTypes['SearchResult'], ParentType, ContextType, RequireFields<QuerySearchArgs, 'term'>>;
  sessionSettings?: Resolver<Array<ResolversTypes['SessionSetting']>, ParentType, ContextType>;
  siteContent?: Resolver<ResolversTypes['SiteContent'], ParentType, ContextType>;
  sitePage?: Resolver<ResolversTypes['SitePage'], ParentType, ContextType, RequireFields<QuerySitePageArgs, 'key'>>;
  sitePages?: Resolver<Array<ResolversTypes['SitePage']>, ParentType, ContextType>;
  specialization?: Resolver<Maybe<ResolversTypes['Specialization']>, ParentType, ContextType, RequireFields<QuerySpecializationArgs, 'id'>>;
  specializations?: Resolver<ResolversTypes['SpecializationPage'], ParentType, ContextType, RequireFields<QuerySpecializationsArgs, 'limit' | 'page'>>;
  trialBureau?: Resolver<Maybe<ResolversTypes['TrialBureau']>, ParentType, ContextType, RequireFields<QueryTrialBureauArgs, 'id'>>;
  trialBureaus?: Resolver<ResolversTypes['TrialBureauPage'], ParentType, ContextType, RequireFields<QueryTrialBureausArgs, 'limit' | 'page'>>;
  twoFactor?: Resolver<Maybe<ResolversTypes['TwoFactorStatus']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
  userDirectory?: Resolver<Array<ResolversTypes['DirectoryUser']>, ParentType, ContextType, RequireFields<QueryUserDirectoryArgs, 'limit' | 'search'>>;
  users?: Resolver<ResolversTypes['UserPage'], ParentType, ContextType, RequireFields<QueryUsersArgs, 'limit' | 'page'>>;
}>;

export type RestoredVersionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RestoredVersion'] = ResolversParentTypes['RestoredVersion']> = ResolversObject<{
  fields?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  recordId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  recordType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SearchErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchError'] = ResolversParentTypes['SearchError']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  model?: Resolver<ResolversTypes['SearchModel'], ParentType, ContextType>;
}>;

export type SearchItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchItem'] = ResolversParentTypes['SearchItem']> = ResolversObject<{
  avatar?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  model?: Resolver<ResolversTypes['SearchModel'], ParentType, ContextType>;
  subtitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SearchResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchResult'] = ResolversParentTypes['SearchResult']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['SearchError']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['SearchItem']>, ParentType, ContextType>;
}>;

export type SessionSettingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SessionSetting'] = ResolversParentTypes['SessionSetting']> = ResolversObject<{
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SettingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Setting'] = ResolversParentTypes['Setting']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
}>;

export type SignInResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SignInResult'] = ResolversParentTypes['SignInResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AuthTokens' | 'TwoFactorChallenge', ParentType, ContextType>;
}>;

export type SiteContentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SiteContent'] = ResolversParentTypes['SiteContent']> = ResolversObject<{
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contactIsExample?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  openingHoursEn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  openingHoursNl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  organisation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  privacyStatementFile?: Resolver<Maybe<ResolversTypes['File']>, ParentType, ContextType>;
  privacyStatementHref?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  privacyStatementUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sponsors?: Resolver<Array<ResolversTypes['Sponsor']>, ParentType, ContextType>;
  street?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type SitePageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SitePage'] = ResolversParentTypes['SitePage']> = ResolversObject<{
  bodyEn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bodyNl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  introEn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  introNl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['SitePageKey'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type SpecializationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Specialization'] = ResolversParentTypes['Specialization']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  version?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type SpecializationPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SpecializationPage'] = ResolversParentTypes['SpecializationPage']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['Specialization']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type SponsorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Sponsor'] = ResolversParentTypes['Sponsor']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['File']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type TrialBureauResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TrialBureau'] = ResolversParentTypes['TrialBureau']> = ResolversObject<{
  abbreviation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  about?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  banner?: Resolver<Maybe<ResolversTypes['File']>, ParentType, ContextType>;
  bannerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  contact?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  documents?: Resolver<Array<ResolversTypes['Document']>, ParentType, ContextType>;
  evaluations?: Resolver<Array<ResolversTypes['Evaluation']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['File']>, ParentType, ContextType>;
  logoId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  settings?: Resolver<Array<ResolversTypes['Setting']>, ParentType, ContextType>;
  specializations?: Resolver<Array<ResolversTypes['Specialization']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type TrialBureauPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TrialBureauPage'] = ResolversParentTypes['TrialBureauPage']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['TrialBureau']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type TwoFactorChallengeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TwoFactorChallenge'] = ResolversParentTypes['TwoFactorChallenge']> = ResolversObject<{
  challengeToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type TwoFactorSetupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TwoFactorSetup'] = ResolversParentTypes['TwoFactorSetup']> = ResolversObject<{
  otpauthUri?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  qrCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TwoFactorStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TwoFactorStatus'] = ResolversParentTypes['TwoFactorStatus']> = ResolversObject<{
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  recoveryCodesLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  activatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  association?: Resolver<Maybe<ResolversTypes['Association']>, ParentType, ContextType>;
  associationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  avatar?: Resolver<Maybe<ResolversTypes['File']>, ParentType, ContextType>;
  avatarId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  evaluations?: Resolver<Array<ResolversTypes['UserEvaluation']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['Gender']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastLoginAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  middleName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  program?: Resolver<Maybe<ResolversTypes['Program']>, ParentType, ContextType>;
  programId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['UserRole']>, ParentType, ContextType>;
  roleId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['UserTitle']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  version?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type UserEvaluationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserEvaluation'] = ResolversParentTypes['UserEvaluation']> = ResolversObject<{
  contactFunction?: Resolver<ResolversTypes['ContactFunction'], ParentType, ContextType>;
  evaluation?: Resolver<ResolversTypes['Evaluation'], ParentType, ContextType>;
}>;

export type UserPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserPage'] = ResolversParentTypes['UserPage']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type UserRoleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserRole'] = ResolversParentTypes['UserRole']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GraphQLContext> = ResolversObject<{
  Address?: AddressResolvers<ContextType>;
  AddressPage?: AddressPageResolvers<ContextType>;
  AddressSuggestion?: AddressSuggestionResolvers<ContextType>;
  Applicable?: ApplicableResolvers<ContextType>;
  Association?: AssociationResolvers<ContextType>;
  AssociationPage?: AssociationPageResolvers<ContextType>;
  AuthTokens?: AuthTokensResolvers<ContextType>;
  BoardStatus?: BoardStatusResolvers<ContextType>;
  BugReport?: BugReportResolvers<ContextType>;
  BugReportAction?: BugReportActionResolvers<ContextType>;
  BugReportBrowser?: BugReportBrowserResolvers<ContextType>;
  BugReportPage?: BugReportPageResolvers<ContextType>;
  BugReportReceipt?: BugReportReceiptResolvers<ContextType>;
  BugReportStackEntry?: BugReportStackEntryResolvers<ContextType>;
  Center?: CenterResolvers<ContextType>;
  CenterPage?: CenterPageResolvers<ContextType>;
  Country?: CountryResolvers<ContextType>;
  CountryPage?: CountryPageResolvers<ContextType>;
  Criterion?: CriterionResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  DirectoryUser?: DirectoryUserResolvers<ContextType>;
  Document?: DocumentResolvers<ContextType>;
  Evaluation?: EvaluationResolvers<ContextType>;
  EvaluationFacetRecord?: EvaluationFacetRecordResolvers<ContextType>;
  EvaluationFacets?: EvaluationFacetsResolvers<ContextType>;
  EvaluationLink?: EvaluationLinkResolvers<ContextType>;
  EvaluationPage?: EvaluationPageResolvers<ContextType>;
  EvaluationPerson?: EvaluationPersonResolvers<ContextType>;
  EvaluationPhaseCount?: EvaluationPhaseCountResolvers<ContextType>;
  EvaluationStatusCount?: EvaluationStatusCountResolvers<ContextType>;
  Event?: EventResolvers<ContextType>;
  EventOwner?: EventOwnerResolvers<ContextType>;
  EventPage?: EventPageResolvers<ContextType>;
  File?: FileResolvers<ContextType>;
  Gradation?: GradationResolvers<ContextType>;
  GradationPage?: GradationPageResolvers<ContextType>;
  Health?: HealthResolvers<ContextType>;
  HistoryActor?: HistoryActorResolvers<ContextType>;
  HistoryEntry?: HistoryEntryResolvers<ContextType>;
  HistoryEntryPage?: HistoryEntryPageResolvers<ContextType>;
  HistoryFieldChange?: HistoryFieldChangeResolvers<ContextType>;
  Hour?: HourResolvers<ContextType>;
  HourPage?: HourPageResolvers<ContextType>;
  InclusionData?: InclusionDataResolvers<ContextType>;
  InclusionDataPage?: InclusionDataPageResolvers<ContextType>;
  InclusionMonitor?: InclusionMonitorResolvers<ContextType>;
  InclusionMonitorCategory?: InclusionMonitorCategoryResolvers<ContextType>;
  InclusionMonitorCenter?: InclusionMonitorCenterResolvers<ContextType>;
  InclusionMonitorEvaluation?: InclusionMonitorEvaluationResolvers<ContextType>;
  InclusionMonitorPoint?: InclusionMonitorPointResolvers<ContextType>;
  InclusionProjection?: InclusionProjectionResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  Measure?: MeasureResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Organisation?: OrganisationResolvers<ContextType>;
  OrganisationPage?: OrganisationPageResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Participant?: ParticipantResolvers<ContextType>;
  PersonCard?: PersonCardResolvers<ContextType>;
  Post?: PostResolvers<ContextType>;
  PostOwner?: PostOwnerResolvers<ContextType>;
  PostPage?: PostPageResolvers<ContextType>;
  Program?: ProgramResolvers<ContextType>;
  ProgramPage?: ProgramPageResolvers<ContextType>;
  PublishingOrganisation?: PublishingOrganisationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RestoredVersion?: RestoredVersionResolvers<ContextType>;
  SearchError?: SearchErrorResolvers<ContextType>;
  SearchItem?: SearchItemResolvers<ContextType>;
  SearchResult?: SearchResultResolvers<ContextType>;
  SessionSetting?: SessionSettingResolvers<ContextType>;
  Setting?: SettingResolvers<ContextType>;
  SignInResult?: SignInResultResolvers<ContextType>;
  SiteContent?: SiteContentResolvers<ContextType>;
  SitePage?: SitePageResolvers<ContextType>;
  Specialization?: SpecializationResolvers<ContextType>;
  SpecializationPage?: SpecializationPageResolvers<ContextType>;
  Sponsor?: SponsorResolvers<ContextType>;
  TrialBureau?: TrialBureauResolvers<ContextType>;
  TrialBureauPage?: TrialBureauPageResolvers<ContextType>;
  TwoFactorChallenge?: TwoFactorChallengeResolvers<ContextType>;
  TwoFactorSetup?: TwoFactorSetupResolvers<ContextType>;
  TwoFactorStatus?: TwoFactorStatusResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserEvaluation?: UserEvaluationResolvers<ContextType>;
  UserPage?: UserPageResolvers<ContextType>;
  UserRole?: UserRoleResolvers<ContextType>;
}>;

