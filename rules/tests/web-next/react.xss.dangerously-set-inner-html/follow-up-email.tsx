import { Container, Section, Text } from '@react-email/components';

// An email template: rendered to a static HTML body for mail clients, not served as a page.
export function FollowUpEmail({ body, headline }: { body: string; headline: string }) {
  return (
    <Container>
      {/* ok: react.xss.dangerously-set-inner-html */}
      <div dangerouslySetInnerHTML={{ __html: headline }} />
      <Section>
        {/* ok: react.xss.dangerously-set-inner-html */}
        <Text dangerouslySetInnerHTML={{ __html: body }} />
      </Section>
    </Container>
  );
}
