const Library = require('../models/Library');

class LibraryController {
  async create(req, res) {
    const folder = req.body.folder;
    if (typeof folder !== 'string' || !folder.startsWith('/')) {
      // ok: node.xss.send-request-data
      return res.status(400).send(`Folder "${folder}" must be an absolute path`);
    }
    const library = await Library.create({ name: req.body.name, folder });
    res.json(library.toJSON());
  }
}

module.exports = new LibraryController();
