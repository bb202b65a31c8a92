const { execSync } = require('child_process');

// an installer CLI's helpers: `args` is the argument list its own steps build from literals and the
// operator's options, not a GraphQL resolver's arguments
const runAsUser = (user, args, allowFail, dryRun) => {
  console.log('>', args.join(' '));
  if (dryRun) return;
  try {
    // ok: node.injection.exec-non-literal
    execSync(args.join(' '), { stdio: 'inherit' });
  } catch (error) {
    if (!allowFail) throw error;
  }
};

const runAsPostgres = (args, allowFail, dryRun) => runAsUser('postgres', args, allowFail, dryRun);

// the operator's own command line: `acme-install --db shop --dry-run`
const main = (argv) => {
  const database = argv[argv.indexOf('--db') + 1] || 'acme';
  const dryRun = argv.includes('--dry-run');
  runAsUser(process.env.USER || 'acme', ['npm', 'install', '-g', '@acme/server'], false, dryRun);
  runAsPostgres(['createdb', database], true, dryRun);
};

// a resolver declared apart from the map it is handed in: (parent, args, context)
const runJob = async (_, args, { user }) => {
  // ruleid: node.injection.exec-non-literal
  return execSync(args.command, { encoding: 'utf8', env: { OWNER: String(user.id) } });
};

// ... and one whose parent has a name, with the context third
const previewJob = async (job, args, context) => {
  // ruleid: node.injection.exec-non-literal
  return execSync(args.script, { cwd: context.workspace, encoding: 'utf8' });
};

module.exports = { runJob, previewJob };

if (require.main === module) main(process.argv.slice(2));
