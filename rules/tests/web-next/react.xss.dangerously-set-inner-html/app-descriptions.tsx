'use client';

import { OAUTH_SCOPE_DESCRIPTIONS } from '@/lib/api/oauth/constants';

// The same table, but the third-party app's own description (its developer typed it) is put in
export const ConsentHeader = ({ app, scopes }: { app: { name: string; description: string }; scopes: string[] }) => {
  const items = scopes.map((scope) => ({ scope, description: OAUTH_SCOPE_DESCRIPTIONS[scope] }));
  items.forEach((item) => {
    item.description = item.description.replace('{app}', app.name);
  });
  return (
    <ul>
      {items.map((item) => (
        // ruleid: react.xss.dangerously-set-inner-html
        <li key={item.scope} dangerouslySetInnerHTML={{ __html: item.description }} />
      ))}
    </ul>
  );
};
