const { Model } = require('objection')
const bcrypt = require('bcryptjs-then')

class User extends Model {
  static get tableName() { return 'users' }

  static get jsonSchema () {
    return {
      type: 'object',
      required: ['email'],
      properties: {
        id: { type: 'integer' },
        email: { type: 'string' },
        // ok: node.password.no-hashing-library
        password: { type: 'string' },
        name: { type: 'string', minLength: 1, maxLength: 255 }
      }
    }
  }

  async $beforeInsert () {
    this.password = await bcrypt.hash(this.password, 12)
  }

  async verifyPassword (password) {
    return bcrypt.compare(password, this.password)
  }
}

module.exports = User
