// GraphQL resolvers: the arguments of the query a client sends reach them, whatever the parameters are named.
const { buildSchema, GraphQLObjectType, GraphQLString, GraphQLList } = require('graphql');
const { db } = require('./db');

const schema = buildSchema(`
  type Query { users(filter: String): [String], user(id: ID): String }
  type Mutation { login(username: String, password: String): String }
`);

// a buildSchema root value (graphqlHTTP({ schema, rootValue: root })): arguments first
const root = {
  users: ({ filter }) => {
    let sql = 'SELECT id, username FROM users';
    // ruleid: js.sql.sql-string-built
    if (filter) sql += ` WHERE ${filter}`;
    return db.query(sql);
  },
  login(input) {
    // ruleid: js.sql.sql-string-built
    return db.query(`SELECT * FROM users WHERE username = '${input.username}'`);
  },
  user: ({ id }) => {
    // ok: js.sql.sql-string-built
    return db.query('SELECT * FROM users WHERE id = ?', [id]);
  },
};

// an object of the same module neither handed over as rootValue nor exported: its functions take their callers' values
const columns = {
  // ok: js.sql.sql-string-built
  list: ({ table }) => db.query(`SELECT * FROM ${table}`),
};

// Apollo Server / graphql-tools resolver map: (parent, args, context, info)
const resolvers = {
  Query: {
    // ruleid: js.sql.sql-string-built
    search: (_, { term }) => db.query(`SELECT * FROM products WHERE name LIKE '%${term}%'`),
    order(parent, args, ctx) {
      // ruleid: js.sql.sql-string-built
      return db.query(`SELECT * FROM orders WHERE id = ${args.id}`);
    },
    // ok: js.sql.sql-string-built
    orders: (_, { status }) => db.query('SELECT * FROM orders WHERE status = $1', [status]),
  },
  User: {
    // the parent is the user row the server loaded, not a client argument
    // ok: js.sql.sql-string-built
    posts: (user) => db.query(`SELECT * FROM posts WHERE author_id = ${user.id}`),
  },
};

// graphql-js field config: resolve(parent, args)
const Query = new GraphQLObjectType({
  name: 'Query',
  fields: {
    products: {
      type: new GraphQLList(GraphQLString),
      args: { category: { type: GraphQLString } },
      resolve(parent, params) {
        // ruleid: js.sql.sql-string-built
        return db.query(`SELECT name FROM products WHERE category = '${params.category}'`);
      },
    },
    product: {
      type: GraphQLString,
      args: { id: { type: GraphQLString } },
      // ok: js.sql.sql-string-built
      resolve: (parent, { id }) => db.query('SELECT name FROM products WHERE id = ?', [id]),
    },
  },
});

module.exports = { schema, root, resolvers, Query };
