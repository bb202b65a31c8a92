// A help text component: its HTML comes from the pages that use it. Every page of the app passes
// its own copy, so the prop is as constant as that copy.
type Props = { label: string; helpText?: string };

export function FieldHelp({ label, helpText }: Props) {
  return (
    <label>
      {label}
      {/* ok: react.xss.dangerously-set-inner-html */}
      {helpText && <small dangerouslySetInnerHTML={{ __html: helpText }} />}
    </label>
  );
}

// A note whose body one of its callers takes from the data it renders.
export function Note({ body }: { body: string }) {
  // ruleid: react.xss.dangerously-set-inner-html
  return <div className="note" dangerouslySetInnerHTML={{ __html: body }} />;
}
