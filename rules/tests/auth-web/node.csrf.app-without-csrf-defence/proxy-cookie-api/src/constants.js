module.exports = {
  AUTH_HEADER: 'x-panel-auth',
  AUTH_COOKIE: 'panelCookieAuth',
  METRICS_PATH: '/metrics-dashboard',
};
