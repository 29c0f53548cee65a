export {
  API_DOCS_PREFIX,
  API_REFERENCE_PATH,
  API_REFERENCE_REQUESTS_PER_MINUTE,
  apiReferencePaths,
  createApiReferenceRoutes,
  OPENAPI_DOCUMENT_PATH,
} from './routes.ts';
export { buildOpenApiDocument, type OpenApiDocument, type OperationObject } from './service.ts';
export { type HttpMethod, type Operation, operations, pageAssetRoutes } from './operations.ts';
