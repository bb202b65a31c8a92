export interface Authenticator {
    label: string;
    issuer: string;
    otpauthUri: string;
}

export interface Preferences {
    theme: "light" | "dark";
    autoLockMinutes: number;
}
