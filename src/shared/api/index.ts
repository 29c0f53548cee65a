export { apiRequest, apiRequestWithHeaders, apiSend, apiDownload, fileNameFromContentDisposition, type RequestOptions } from './client';
export { ApiError, errorMessage, messageFromResponse } from './errors';
export { tokenStorage } from './tokenStorage';
