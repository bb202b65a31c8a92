import { useState } from 'react'

// The admin types the provider's client secret into a form; the component sends the state on.
export default function SsoConfig({ onSave }) {
    const [auth0ClientID, setAuth0ClientID] = useState('')
    const [auth0ClientSecret, setAuth0ClientSecret] = useState('')

    const save = () =>
        onSave({
            providerName: 'auth0',
            config: {
                clientID: auth0ClientID,
                // ok: secrets.generic-secret
                clientSecret: auth0ClientSecret
            }
        })

    return (
        <form onSubmit={save}>
            <input value={auth0ClientID} onChange={(e) => setAuth0ClientID(e.target.value)} />
            <input type='password' value={auth0ClientSecret} onChange={(e) => setAuth0ClientSecret(e.target.value)} />
        </form>
    )
}

// A literal pasted into the component is still a secret.
export const legacyConfig = {
    // ruleid: secrets.generic-secret
    clientSecret: 'q7ZrT2mXv9LpW4nB8kYc3Hs5'
}
