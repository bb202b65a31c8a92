'use client';

import { OAUTH_SCOPE_DESCRIPTIONS } from '@/lib/api/oauth/constants';
import { consolidateScopes } from '@/lib/api/tokens/scopes';
import { Check } from 'lucide-react';

// dub's OAuth consent screen: each description is the app's own text from its scope table, with
// literal markup put in; the scope names from the request only pick table entries
export const ScopesRequested = ({ scopes }: { scopes: string[] }) => {
  const scopeWithDescriptions = consolidateScopes(scopes).map((scope) => {
    return {
      scope,
      description: OAUTH_SCOPE_DESCRIPTIONS[scope],
    };
  });

  scopeWithDescriptions.forEach((scope) => {
    scope.description = scope.description.replace('Write', "<strong className='font-medium'>Write</strong>");
    scope.description = scope.description.replace('Read', "<strong className='font-medium'>Read</strong>");
  });

  return (
    <ul className="text-md space-y-1">
      {scopeWithDescriptions.map((scope) => (
        <li className="flex items-center gap-2" key={scope.scope}>
          <Check className="h-4 w-4 text-green-500" />
          {/* ok: react.xss.dangerously-set-inner-html */}
          <div dangerouslySetInnerHTML={{ __html: scope.description }} />
        </li>
      ))}
    </ul>
  );
};

// In the same file: the client's own description, not an item of the table's list
export const AppCard = ({ client }: { client: { description: string } }) => {
  const labels = [{ label: 'Website', description: OAUTH_SCOPE_DESCRIPTIONS['apps.read'] }];
  return (
    <div>
      {labels.map((l) => (
        <span key={l.label}>{l.label}</span>
      ))}
      {/* ruleid: react.xss.dangerously-set-inner-html */}
      <p dangerouslySetInnerHTML={{ __html: client.description }} />
    </div>
  );
};
