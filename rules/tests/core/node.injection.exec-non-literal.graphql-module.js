const { execSync } = require('child_process');
const { GraphQLObjectType, GraphQLString } = require('graphql');

// a module that builds a GraphQL schema: `(service, args)` is a resolver's parent and arguments
const restartService = (service, args) => {
  // ruleid: node.injection.exec-non-literal
  return execSync(args.command, { encoding: 'utf8', cwd: service.dir });
};

// a plain helper's argument list in the same module, called with the code's own values
const listUnits = (unit, options) => {
  // ok: node.injection.exec-non-literal
  return execSync(options.join(' '), { encoding: 'utf8', env: { UNIT: unit } });
};

const Service = new GraphQLObjectType({
  name: 'Service',
  fields: {
    units: { type: GraphQLString, resolve: (service) => listUnits(service.name, ['systemctl', 'list-units']) },
    restart: { type: GraphQLString, args: { command: { type: GraphQLString } }, resolve: restartService },
  },
});

module.exports = { Service };
