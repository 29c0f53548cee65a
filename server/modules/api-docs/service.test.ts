import { z } from 'zod';
import { z as mini } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { describe, expect, it } from 'vitest';

import {
  ERROR_CODES,
  ERROR_DETAILS,
  refreshTokenRequest,
  strictErrorBody,
  strictReport,
  strictSubmissionListItem,
  strictSurveyDetailLink,
  strictSurveyListItem,
} from '../../contract.ts';
import { buildOpenApiDocument, type OperationObject } from './service.ts';
import { type Operation, operations } from './operations.ts';

const document = buildOpenApiDocument();

/** The calls of spec section 7 that the server has (POST /api/surveys and translation progress are not served yet). */
const specCalls = [
  ['get', '/api/auth/sso-login'],
  ['get', '/api/auth/callback'],
  ['post', '/api/auth/logout'],
  ['get', '/api/auth/signout'],
  ['post', '/api/refresh-token'],
  ['get', '/api/regions-with-countries'],
  ['get', '/api/countries-with-languages'],
  ['get', '/api/user-allowed-countries'],
  ['get', '/api/surveys'],
  ['get', '/api/surveys/{id}'],
  ['delete', '/api/surveys/{id}'],
  ['get', '/api/surveys/{id}/submissions'],
  ['get', '/api/submissions/{id}'],
  ['get', '/api/surveys/{id}/export/raw-data'],
  ['get', '/api/reports'],
  ['get', '/api/reports/{id}'],
  ['get', '/api/reports/{id}/content'],
  ['get', '/api/reports/{id}/download'],
] as const;

function operationAt(method: string, path: string): OperationObject {
  const operation = document.paths[path]?.[method];
  if (!operation) throw new Error(`${method.toUpperCase()} ${path} is not in the document`);
  return operation;
}

/** Every `$ref` anywhere in `value`. */
function referencesIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(referencesIn);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => (key === '$ref' && typeof inner === 'string' ? [inner] : referencesIn(inner)));
}

/** zod's own JSON Schema of a contract schema, as a component holds it (no dialect, no id). */
function converted(schema: $ZodType, io: 'input' | 'output' = 'output'): unknown {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io });
  return rest;
}

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with every call of spec section 7 the server has, each once with its own operation id', () => {
    expect(document.openapi).toBe('3.1.0');
    for (const [method, path] of specCalls) expect(operationAt(method, path).responses).toBeDefined();
    const operationIds = Object.values(document.paths).flatMap((item) => Object.values(item).map((operation) => operation.operationId));
    expect(new Set(operationIds).size).toBe(operationIds.length);
    expect(operationIds).toEqual(expect.arrayContaining(['listSurveys', 'getSubmission', 'listReportGroups', 'downloadReport']));
  });

  it('takes its component schemas from the strict contract, through zod', () => {
    const { schemas } = document.components;
    expect(schemas.SurveyListItem).toEqual(converted(strictSurveyListItem));
    expect(schemas.SubmissionListItem).toEqual(converted(strictSubmissionListItem));
    expect(schemas.Report).toEqual(converted(strictReport));
    expect(schemas.SurveyDetailLink).toEqual(converted(strictSurveyDetailLink));
    expect(schemas.ErrorBody).toMatchObject(converted(strictErrorBody) as object);
    // Strict objects: a field the server adds without the contract would be a documented error, not a surprise.
    expect(schemas.Report).toMatchObject({ additionalProperties: false });
    expect(schemas.Report?.required).toEqual(expect.arrayContaining(['status', 'scope_identifier']));
    // A component inside another is referenced, not copied.
    expect(schemas.ReportGroup).toMatchObject({ properties: { reports: { type: 'array', items: { $ref: '#/components/schemas/Report' } } } });
    expect(schemas.SurveyDetail).toMatchObject({ properties: { links: { items: { $ref: '#/components/schemas/SurveyDetailLink' } } } });
    for (const schema of Object.values(schemas)) {
      expect(schema).not.toHaveProperty('$schema');
      expect(schema).not.toHaveProperty('$id');
    }
  });

  it('lists every error code with its English detail, and says the staff app translates by code', () => {
    const errorBody = document.components.schemas.ErrorBody;
    expect(errorBody?.properties?.code).toMatchObject({ enum: ERROR_CODES });
    for (const [code, detail] of Object.entries(ERROR_DETAILS)) expect(errorBody?.description).toContain(`- \`${code}\`: ${detail}`);
    expect(errorBody?.description).toContain("shows the text of that code in the reader's language");
    expect(document.info.description).toContain('the staff app translates by the stable `code`, `detail` is English');
  });

  it('points every $ref at a component that exists', () => {
    const references = referencesIn(document);
    expect(references.length).toBeGreaterThan(40);
    for (const reference of new Set(references)) {
      expect(reference).toMatch(/^#\/components\/schemas\//);
      expect(document.components.schemas).toHaveProperty(reference.slice('#/components/schemas/'.length));
    }
  });

  it('describes the JSON answers with the strict schema of each call', () => {
    const jsonSchemaOf = (method: string, path: string, status = '200') =>
      operationAt(method, path).responses[status]?.content?.['application/json']?.schema;
    expect(jsonSchemaOf('get', '/api/surveys')).toEqual({ $ref: '#/components/schemas/SurveyList' });
    expect(jsonSchemaOf('get', '/api/surveys/{id}')).toEqual({ $ref: '#/components/schemas/SurveyDetail' });
    expect(jsonSchemaOf('get', '/api/surveys/{id}/submissions')).toEqual({ $ref: '#/components/schemas/SubmissionList' });
    expect(jsonSchemaOf('get', '/api/submissions/{id}')).toEqual({ $ref: '#/components/schemas/SubmissionDetail' });
    expect(jsonSchemaOf('get', '/api/reports')).toEqual({ $ref: '#/components/schemas/ReportGroups' });
    expect(jsonSchemaOf('get', '/api/reports/{id}')).toEqual({ $ref: '#/components/schemas/Report' });
    expect(jsonSchemaOf('get', '/api/user-allowed-countries')).toEqual({ $ref: '#/components/schemas/UserAllowedCountries' });
    expect(jsonSchemaOf('post', '/api/refresh-token')).toEqual({ $ref: '#/components/schemas/RefreshTokenResponse' });
    expect(jsonSchemaOf('post', '/api/auth/logout')).toEqual({ $ref: '#/components/schemas/LogoutResponse' });
  });

  it('gives every failure the error body, and every signed-in call the 401 of a missing token', () => {
    let failures = 0;
    for (const pathItem of Object.values(document.paths)) {
      for (const operation of Object.values(pathItem)) {
        for (const [status, response] of Object.entries(operation.responses)) {
          const isError = Number(status) >= 400;
          const json = response.content?.['application/json'];
          // The sign-in pages' failures are HTML pages for a person, not answers to a call.
          if (!isError || response.content?.['text/html']) continue;
          failures += 1;
          expect(json?.schema, `${operation.operationId} ${status}`).toEqual({ $ref: '#/components/schemas/ErrorBody' });
        }
      }
    }
    expect(failures).toBeGreaterThan(30);
    expect(operationAt('get', '/api/surveys/{id}/submissions').responses).toHaveProperty('401');
    expect(operationAt('get', '/api/reports/{id}/download').responses).toHaveProperty('404');
  });

  it('asks for the bearer id token on every signed-in call, never on the sign-in calls or this reference', () => {
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
    for (const [method, path] of specCalls.filter(([, path]) => !path.startsWith('/api/auth/') && path !== '/api/refresh-token')) {
      expect(operationAt(method, path).security, `${method} ${path}`).toEqual([{ bearerAuth: [] }]);
    }
    expect(operationAt('post', '/api/refresh-token').security).toEqual([]);
    expect(operationAt('get', '/api/auth/sso-login').security).toEqual([]);
    expect(operationAt('get', '/api/openapi.json').security).toEqual([]);
    // Logout passes a token it is given on as a hint, and works without one.
    expect(operationAt('post', '/api/auth/logout').security).toEqual([{}, { bearerAuth: [] }]);
  });

  it('takes the refresh body from the SPA request schema, converted as input', () => {
    expect(operationAt('post', '/api/refresh-token').requestBody).toEqual({
      required: true,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/RefreshTokenRequest' } } },
    });
    expect(document.components.schemas.RefreshTokenRequest).toEqual(converted(refreshTokenRequest, 'input'));
    expect(document.components.schemas.RefreshTokenRequest).toMatchObject({ required: ['refreshToken'] });
  });

  it('documents paging, the paging headers, and the files each download answers with', () => {
    const submissions = operationAt('get', '/api/surveys/{id}/submissions');
    expect(submissions.parameters?.map((parameter) => `${parameter.in}:${parameter.name}`)).toEqual(['path:id', 'query:page', 'query:page_size']);
    expect(Object.keys(submissions.responses['200']?.headers ?? {})).toEqual(['X-Total-Count', 'X-Page-Size']);

    expect(Object.keys(operationAt('get', '/api/surveys/{id}/export/raw-data').responses['200']?.content ?? {})).toEqual(['text/csv']);
    const content = operationAt('get', '/api/reports/{id}/content');
    expect(Object.keys(content.responses['200']?.content ?? {})).toEqual(['text/markdown']);
    expect(content.parameters?.find((parameter) => parameter.name === 'lang')?.schema).toMatchObject({ enum: ['en', 'ko'], default: 'en' });
    const download = operationAt('get', '/api/reports/{id}/download');
    expect(Object.keys(download.responses['200']?.content ?? {})).toEqual(['application/zip', 'text/markdown']);
    expect(download.parameters?.find((parameter) => parameter.name === 'lang')?.schema).toMatchObject({ enum: ['all', 'en', 'ko'], default: 'all' });
    expect(download.responses['200']?.headers).toHaveProperty('Content-Disposition');
    expect(operationAt('delete', '/api/surveys/{id}').responses['204']).toEqual({ description: 'Deleted.' });
  });

  it("documents the respondent's calls as public, with the message body and the strict answers of the respond module", () => {
    const respondent = Object.entries(document.paths).filter(([path]) => path.startsWith('/api/respond/'));
    expect(respondent.flatMap(([, item]) => Object.values(item).map((operation) => operation.operationId)).sort()).toEqual(
      ['finishConversation', 'getConversation', 'getParticipationLink', 'recordVisit', 'sendRespondentMessage', 'skipFollowUp', 'startConversation'],
    );
    for (const [, item] of respondent) {
      for (const operation of Object.values(item)) {
        expect(operation.security, operation.operationId).toEqual([]);
        expect(operation.tags).toEqual(['Respondent']);
        expect(operation.responses).toHaveProperty('429');
        expect(operation.responses).not.toHaveProperty('401');
      }
    }
    const send = operationAt('post', '/api/respond/{linkToken}/conversations/{conversationToken}/messages');
    expect(send.requestBody?.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/RespondentMessage' });
    expect(Object.keys(send.responses).sort()).toEqual(['200', '404', '409', '413', '422', '429']);
    const start = operationAt('post', '/api/respond/{linkToken}/conversations');
    expect(start.requestBody?.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ConversationStart' });
    for (const status of ['200', '201']) {
      expect(start.responses[status]?.content?.['application/json']?.schema).toEqual({ $ref: '#/components/schemas/Conversation' });
    }
    expect(Object.keys(operationAt('post', '/api/respond/{linkToken}/visits').responses).sort()).toEqual(['204', '404', '429']);
    expect(document.components.schemas.Conversation).toMatchObject({
      additionalProperties: false,
      properties: { messages: { items: { $ref: '#/components/schemas/ConversationMessage' } } },
    });
  });

  it('refuses a route table with a call twice or an answer schema that is not a component', () => {
    const [first] = operations;
    if (!first) throw new Error('the route table is empty');
    expect(() => buildOpenApiDocument([first, first])).toThrow(/twice/);
    const unregistered: Operation = {
      ...first,
      responses: { 200: { description: 'x', body: { kind: 'json', schema: mini.strictObject({ other: mini.string() }) } } },
    };
    expect(() => buildOpenApiDocument([unregistered])).toThrow(/not a component/);
  });
});
