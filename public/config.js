// Stand-in for the server's /config.js when the SPA is served without it (vite preview): the API on this origin.
window.__APP_CONFIG__ = window.__APP_CONFIG__ || {};
