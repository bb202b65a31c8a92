export const isExternalLink = (href: string) => href.startsWith("http://") || href.startsWith("https://")

export const isInternalLink = (href: string) => href.startsWith("/") && !href.startsWith("//")
