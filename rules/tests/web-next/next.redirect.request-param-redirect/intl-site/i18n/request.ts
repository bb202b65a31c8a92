import { notFound } from "next/navigation";
import { getRequestConfig } from "next-intl/server";

export const locales = ["en", "ga"];

export default getRequestConfig(async ({ locale }) => {
  // any other value of the [locale] segment renders no page
  if (!locales.includes(locale as string)) notFound();
  return { messages: (await import(`../messages/${locale}.json`)).default };
});
