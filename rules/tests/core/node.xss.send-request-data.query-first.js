// Parse Server routes: the account id in the link must name an existing user before the page is built

export const confirmDeletionPage = async (req, res) => {
  const { userId } = req.params;
  const query = new Parse.Query('contracts_Users');
  query.equalTo('UserId', { __type: 'Pointer', className: '_User', objectId: userId });
  const account = await query.first({ useMasterKey: true });
  if (!account) return res.status(404).send('User not found.');
  // ok: node.xss.send-request-data
  res.send(`<form action="/delete-account/${userId}/confirm" method="post"><button>Delete</button></form>`);
};

export const searchPage = async (req, res) => {
  const { name } = req.query;
  const query = new Parse.Query('contracts_Users');
  query.matches('Name', name, 'i');
  const account = await query.first({ useMasterKey: true });
  if (!account) {
    // ruleid: node.xss.send-request-data
    return res.status(404).send(`<p>No user matches ${name}</p>`);
  }
  res.send(`<p>Found ${account.get('Name')}</p>`);
};

export const teamPage = async (req, res) => {
  const { slug } = req.params;
  const team = await knex('teams').where({ slug }).first();
  if (!team) return res.status(404).send('No such team');
  // ok: node.xss.send-request-data
  res.send(`<h1>Team ${slug}</h1>`);
};

export const invitePage = async (req, res) => {
  const { code } = req.params;
  const invite = await knex('invites').where('code', 'like', code).first();
  // ruleid: node.xss.send-request-data
  res.send(`<h1>Invite ${code}: ${invite ? 'valid' : 'unknown'}</h1>`);
};
