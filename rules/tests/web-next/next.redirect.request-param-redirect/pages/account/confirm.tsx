import { useEffect } from "react"
import { useRouter } from "next/router"
import { confirmAccount } from "../../lib/auth"
import { isInternalLink } from "../../lib/links"

export default function ConfirmAccount() {
  const router = useRouter()

  useEffect(() => {
    const redirectUrl = router.query?.redirectUrl as string
    const target = redirectUrl && isInternalLink(redirectUrl) ? `${redirectUrl}` : "/account/dashboard"
    void confirmAccount(router.query.token as string).then(() => {
      // ok: next.redirect.request-param-redirect
      void router.push({ pathname: target, query: { confirmed: "true" } })
    })
  }, [router])

  return <p>Confirming your account…</p>
}

export function ResumeApplication() {
  const router = useRouter()

  useEffect(() => {
    const next = router.query?.next as string
    const target = next ? `${next}` : "/applications"
    // ruleid: next.redirect.request-param-redirect
    void router.push({ pathname: target })
  }, [router])

  return null
}
