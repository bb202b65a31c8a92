const User = require('../models/user');

module.exports = class Presenter {
  static async withAuthors(posts) {
    const shown = [];
    for (const post of posts) {
      shown.push(await this.withAuthor(post));
    }
    return shown;
  }

  static async withAuthor(post) {
    const author = await User.findById(post.userId);
    return { ...post.toObject(), author: author.toObject() };
  }

  static navigation(section) {
    return [{ href: '/', label: '<b>Home</b>', active: section === 'home' }];
  }
};
