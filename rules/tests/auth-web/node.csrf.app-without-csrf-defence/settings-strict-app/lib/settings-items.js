// Every setting the console reads, with the environment variable that overrides it and its default.
const settingsItems = [
  {
    key: 'cookieName',
    envVar: 'CONSOLE_COOKIE_NAME',
    default: 'console.sid',
  },
  {
    key: 'sessionMinutes',
    envVar: 'CONSOLE_SESSION_MINUTES',
    default: 60,
  },
  {
    key: 'cookieSameSite',
    envVar: 'CONSOLE_COOKIE_SAME_SITE',
    default: 'lax',
  },
];

module.exports = settingsItems;
