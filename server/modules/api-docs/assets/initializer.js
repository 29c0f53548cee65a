/* global SwaggerUIBundle */
// Starts Swagger UI on /api/docs. A file of its own, not an inline script, so the page's CSP allows scripts from this
// origin only.
window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
  // Swagger UI would otherwise send the document to its public validator, another origin.
  validatorUrl: null,
});
