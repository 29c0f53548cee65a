export { mockEndpoint, anyOrigin, errorResponse, REFRESHED_TOKENS, type HttpMethod } from './endpoint';
export { authHandlers } from './authHandlers';
export { makeUnsignedJwt } from './jwt';
