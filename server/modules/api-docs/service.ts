import { z } from 'zod';
import type { $ZodType, JSONSchema } from 'zod/v4/core';

import packageJson from '../../../package.json' with { type: 'json' };
import {
  ERROR_DETAILS,
  refreshTokenRequest,
  conversationStart,
  followUpSkip,
  respondentMessage,
  strictConversationLog,
  strictCountriesWithLanguages,
  strictErrorBody,
  strictLogoutResponse,
  strictRefreshTokenResponse,
  strictRegionsWithCountries,
  strictReport,
  strictReportGroup,
  strictReportGroups,
  strictReportRunStarted,
  strictSubmissionDetail,
  strictSubmissionList,
  strictSubmissionListItem,
  strictSurveyDetail,
  strictSurveyDetailLink,
  strictSurveyList,
  strictSurveyListItem,
  strictUserAllowedCountries,
  strictCreateSurveyResponse,
  strictTranslationProgress,
  strictLocaleTranslations,
  strictSurveyTranslations,
  strictSurveyFunnel,
  strictDashboardStats,
  surveyCreatePayload,
  translationEdit,
} from '../../contract.ts';
import { strictConversation, strictConversationMessage, strictParticipationLink } from '../respond/index.ts';
import { type Operation, operations as allOperations, type Parameter, type ResponseSpec, type Tag } from './operations.ts';

type SchemaObject = JSONSchema.BaseSchema;

/** An OpenAPI 3.1 document, typed as far as this module writes one. */
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  tags: { name: Tag; description: string }[];
  paths: Record<string, Record<string, OperationObject>>;
  components: {
    schemas: Record<string, SchemaObject>;
    securitySchemes: Record<string, Record<string, string>>;
  };
}

interface MediaTypeObject {
  schema?: SchemaObject;
}

interface ResponseObject {
  description: string;
  content?: Record<string, MediaTypeObject>;
  headers?: Record<string, { description: string; schema: SchemaObject }>;
}

export interface OperationObject {
  operationId: string;
  tags: Tag[];
  summary: string;
  description?: string;
  security: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { required: true; content: { 'application/json': MediaTypeObject } };
  responses: Record<string, ResponseObject>;
}

const BEARER = 'bearerAuth';
const COMPONENTS = '#/components/schemas/';

/** What the server sends: the strict contract, converted as output (answers). */
const answerSchemas = z.registry<{ id: string }>();
for (const [id, schema] of Object.entries({
  ErrorBody: strictErrorBody,
  SurveyList: strictSurveyList,
  SurveyListItem: strictSurveyListItem,
  SurveyDetail: strictSurveyDetail,
  SurveyDetailLink: strictSurveyDetailLink,
  RegionsWithCountries: strictRegionsWithCountries,
  CountriesWithLanguages: strictCountriesWithLanguages,
  UserAllowedCountries: strictUserAllowedCountries,
  SubmissionList: strictSubmissionList,
  SubmissionListItem: strictSubmissionListItem,
  SubmissionDetail: strictSubmissionDetail,
  ConversationLog: strictConversationLog,
  ReportGroups: strictReportGroups,
  ReportGroup: strictReportGroup,
  Report: strictReport,
  ReportRunStarted: strictReportRunStarted,
  RefreshTokenResponse: strictRefreshTokenResponse,
  LogoutResponse: strictLogoutResponse,
  CreateSurveyResponse: strictCreateSurveyResponse,
  TranslationProgress: strictTranslationProgress,
  SurveyTranslations: strictSurveyTranslations,
  SurveyFunnel: strictSurveyFunnel,
  DashboardStats: strictDashboardStats,
  LocaleTranslations: strictLocaleTranslations,
  ParticipationLink: strictParticipationLink,
  Conversation: strictConversation,
  ConversationMessage: strictConversationMessage,
})) {
  answerSchemas.add(schema, { id });
}

function described(schema: SchemaObject | boolean | undefined, description: string): SchemaObject {
  return { ...(typeof schema === 'object' && schema), description };
}

/**
 * The error body's words beside its schema: what each field is for, and every code with the English detail it answers
 * (the contract's one list, ERROR_DETAILS).
 */
function describedErrorBody(schema: SchemaObject): SchemaObject {
  const codes = Object.entries(ERROR_DETAILS).map(([code, detail]) => `- \`${code}\`: ${detail}`);
  const properties = schema.properties ?? {};
  return {
    ...schema,
    description: [
      'A failure. Every answer of the staff API carries a stable `code`; the staff app shows the text of that code in the ' +
        "reader's language (its own catalogue) and `detail` only for a code it does not know. `detail` is English, for " +
        "API users. The respondent calls' own refusals (the participation page's) answer `detail` alone.",
      '',
      'The codes and their details (`{name}` is filled from `params`):',
      ...codes,
    ].join('\n'),
    properties: {
      ...properties,
      detail: described(properties.detail, 'What went wrong, in English: the text of `code` with `params` filled in.'),
      code: described(properties.code, 'The stable name of the failure, one of the list above; what a client translates by.'),
      params: described(
        properties.params,
        "The values in the code's text, e.g. `seconds` of 'rate_limit.exceeded' or `countries` of 'survey.unknown_countries'. A " +
          "body that breaks a survey rule (400) also names the `field`; then `detail` is '<field>: <the rule's text>'.",
      ),
    },
  };
}

/** What the server accepts: the SPA's request schemas, converted as input (what may be sent). */
const requestSchemas = z.registry<{ id: string }>();
requestSchemas.add(refreshTokenRequest, { id: 'RefreshTokenRequest' });
requestSchemas.add(surveyCreatePayload, { id: 'SurveyCreatePayload' });
requestSchemas.add(respondentMessage, { id: 'RespondentMessage' });
requestSchemas.add(conversationStart, { id: 'ConversationStart' });
requestSchemas.add(followUpSkip, { id: 'FollowUpSkip' });
requestSchemas.add(translationEdit, { id: 'TranslationEdit' });

/**
 * Each registered schema as a component; a registered schema inside another becomes a $ref to its component. The
 * `$schema` and `$id` zod writes on each are dropped: the document's dialect is 2020-12 already, and a component's
 * address is its place in the document.
 */
function componentsOf(registry: typeof answerSchemas, io: 'input' | 'output'): Record<string, SchemaObject> {
  const { schemas } = z.toJSONSchema(registry, { target: 'draft-2020-12', io, uri: (id) => `${COMPONENTS}${id}` });
  return Object.fromEntries(
    Object.entries(schemas).map(([id, { $schema: _dialect, $id: _address, ...schema }]) => [id, schema]),
  );
}

function describedComponents(): Record<string, SchemaObject> {
  const { ErrorBody, ...answers } = componentsOf(answerSchemas, 'output');
  return { ...(ErrorBody && { ErrorBody: describedErrorBody(ErrorBody) }), ...answers, ...componentsOf(requestSchemas, 'input') };
}

function referenceTo(schema: $ZodType): SchemaObject {
  const id = answerSchemas.get(schema)?.id ?? requestSchemas.get(schema)?.id;
  if (id === undefined) throw new Error('A schema of the route table is not a component of the OpenAPI document.');
  return { $ref: `${COMPONENTS}${id}` };
}

/** Text bodies are strings; a binary body (a zip) has no schema, as OpenAPI 3.1 describes files. */
const TEXT: SchemaObject = { type: 'string' };

function responseObject({ description, body, headers }: ResponseSpec): ResponseObject {
  const content =
    body === undefined
      ? undefined
      : body.kind === 'json'
        ? { 'application/json': { schema: referenceTo(body.schema) } }
        : Object.fromEntries(
            body.mediaTypes.map((mediaType): [string, MediaTypeObject] => [mediaType, mediaType.startsWith('text/') ? { schema: TEXT } : {}]),
          );
  return { description, ...(content && { content }), ...(headers && { headers }) };
}

const errorResponse = (description: string): ResponseObject => ({
  description,
  content: { 'application/json': { schema: referenceTo(strictErrorBody) } },
});

/** requireUser answers these for every signed-in call before the call's own handler runs. */
const SIGNED_IN_ERRORS = {
  401: 'No Bearer id token, or one that is invalid or expired (WWW-Authenticate says which). The SPA refreshes once.',
  503: "The identity provider's signing keys cannot be fetched right now.",
} as const;

/** `{}` beside the scheme makes the token optional. */
const SECURITY: Record<Operation['bearer'], Record<string, string[]>[]> = {
  required: [{ [BEARER]: [] }],
  optional: [{}, { [BEARER]: [] }],
  none: [],
};

function operationObject(operation: Operation): OperationObject {
  const errors = { ...(operation.bearer === 'required' ? SIGNED_IN_ERRORS : {}), ...operation.errors };
  const responses: Record<string, ResponseObject> = {};
  for (const [status, spec] of Object.entries(operation.responses)) responses[status] = responseObject(spec);
  for (const [status, description] of Object.entries(errors)) responses[status] ??= errorResponse(description);
  const security = SECURITY[operation.bearer];
  return {
    operationId: operation.operationId,
    tags: [operation.tag],
    summary: operation.summary,
    ...(operation.description && { description: operation.description }),
    security,
    ...(operation.parameters && { parameters: [...operation.parameters] }),
    ...(operation.requestBody && {
      requestBody: { required: true, content: { 'application/json': { schema: referenceTo(operation.requestBody) } } },
    }),
    responses,
  };
}

const tags: OpenApiDocument['tags'] = [
  { name: 'Sign-in', description: 'OpenID Connect sign-in for the SPA; the only calls besides this reference that take no token.' },
  { name: 'Geography', description: 'Regions, countries and languages, and the countries in the caller\'s scope.' },
  { name: 'Dashboard', description: "The Dashboard's figures, counted in the caller's scope." },
  { name: 'Surveys', description: 'The surveys the caller may see.' },
  { name: 'Submissions', description: "Respondents' submissions and conversations, limited to the countries in the caller's scope." },
  { name: 'Reports', description: 'Reports by scope (GLOBAL, REGIONAL, LOCAL, COUNTRY) the caller may read.' },
  {
    name: 'Respondent',
    description: "The participation page's calls: no sign-in, the link's token and the conversation's token are the keys.",
  },
  { name: 'Reference', description: 'This description of the API.' },
];

/** The OpenAPI 3.1 document of `operations`, with the contract's schemas as its components. */
export function buildOpenApiDocument(operations: readonly Operation[] = allOperations): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const operation of operations) {
    const pathItem = (paths[operation.path] ??= {});
    if (pathItem[operation.method]) throw new Error(`${operation.method.toUpperCase()} ${operation.path} is in the route table twice.`);
    pathItem[operation.method] = operationObject(operation);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Survey Platform API',
      version: packageJson.version,
      description:
        'The calls the staff app makes, and the participation page\'s (Respondent), which take no token. Every ' +
        'signed-in call sends the OpenID Connect id token as a Bearer token; a ' +
        'survey, submission or report outside the caller\'s scope answers 404 exactly as a missing one does. Every ' +
        'failure answers an ErrorBody, `{ "code": "…", "detail": "…" }`: the staff app translates by the stable `code`, ' +
        "`detail` is English (the respondent calls' own refusals have `detail` alone). Instants are ISO 8601 in UTC with milliseconds.",
    },
    tags,
    paths,
    components: {
      schemas: describedComponents(),
      securitySchemes: {
        [BEARER]: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: "The id token from sign-in (the SPA's IdToken), signed by the configured OpenID provider.",
        },
      },
    },
  };
}
