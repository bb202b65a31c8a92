import md5 from "md5"

type FeverConfigs = { endpoint: string; username: string; apiKey?: string }

// The Fever sync API defines its key as md5("email:password"): the password keeps it secret
export function feverConfigs(endpoint: string, username: string, password: string): FeverConfigs {
    const configs: FeverConfigs = { endpoint, username }
    if (password) {
        // ok: node.token.hash-of-predictable-value
        configs.apiKey = md5(`${configs.username}:${password}`)
    }
    return configs
}

// a share link's token made of the user's name and the time: anyone can recompute it
export function shareToken(username: string): string {
    // ruleid: node.token.hash-of-predictable-value
    const token = md5(`${username}:${Date.now()}`)
    return token
}
