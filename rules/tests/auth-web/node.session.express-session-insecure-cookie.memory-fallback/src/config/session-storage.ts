import connect from 'connect-dynamodb';
import { RequestHandler } from 'express';
import session, { SessionData } from 'express-session';
import { DynamoDB } from '@aws-sdk/client-dynamodb';

export default getSessionStorage();

function getSessionStorage(): RequestHandler {
  if (process.env.SESSIONS_TABLE) {
    const DynamoDBStore = connect<SessionData>(session);
    // the deployed session, in DynamoDB: its cookie is sent over plain HTTP too
    // ruleid: node.session.express-session-insecure-cookie
    return session({
      secret: process.env.SESSION_SECRET!,
      cookie: { maxAge: 1000 * 60 * 60 },
      resave: false,
      saveUninitialized: false,
      store: new DynamoDBStore({ table: process.env.SESSIONS_TABLE, client: new DynamoDB({}) }),
    });
  }

  // a local run without the table: express-session's MemoryStore, which no deployment uses
  // ok: node.session.express-session-insecure-cookie
  return session({
    // ok: node.session.hardcoded-secret
    secret: 'setting_this_will_never_cause_problems_in_future',
    cookie: { maxAge: 1_000 * 60 * 60 * 24 },
    saveUninitialized: true,
    resave: false,
  });
}
