const Database = require('./database');

class SessionManager {
  async syncLocalSession(user, sessionJson) {
    const item = await Database.items.findByPk(sessionJson.itemId);
    if (!item) {
      return { id: sessionJson.id, success: false, error: 'Media item not found' };
    }
    await Database.sessions.upsert({ ...sessionJson, userId: user.id });
    return { id: sessionJson.id, success: true };
  }

  async renameSession(sessionJson) {
    if (!sessionJson.title) {
      return { success: false, error: `Invalid title "${sessionJson.title}"` };
    }
    return { success: true };
  }

  async syncLocalSessionRequest(req, res) {
    const result = await this.syncLocalSession(req.user, req.body);
    if (result.error) {
      // ok: node.xss.send-request-data
      res.status(500).send(result.error);
    } else {
      res.sendStatus(200);
    }
  }

  async renameRequest(req, res) {
    const result = await this.renameSession(req.body);
    if (result.error) {
      // ruleid: node.xss.send-request-data
      res.status(400).send(result.error);
    } else {
      // ruleid: node.xss.send-request-data
      res.send(`<p>${result.success} ${req.body.title}</p>`);
    }
  }
}

module.exports = SessionManager;
