import { getRequestConfig } from "next-intl/server";

// the locale is taken as it comes: no list check, no notFound()
export default getRequestConfig(async ({ requestLocale }) => {
  const locale = (await requestLocale) ?? "en";
  return { locale, messages: (await import(`../messages/${locale}.json`)).default };
});
