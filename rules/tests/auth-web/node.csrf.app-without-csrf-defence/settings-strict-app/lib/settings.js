const settingsItems = require('./settings-items');

class Settings {
  constructor(env) {
    this.values = {};
    for (const item of settingsItems) {
      this.values[item.key] = env[item.envVar] ?? item.default;
    }
  }

  get(key) {
    return this.values[key];
  }
}

module.exports = new Settings(process.env);
