import { FieldHelp, Note } from '../../components/FieldHelp';

const DOMAIN_HELP = 'Add a <code>CNAME</code> record pointing to <b>cname.example.com</b>.';

function Badge({ text }: { text: string }) {
  // ok: react.xss.dangerously-set-inner-html
  return <span dangerouslySetInnerHTML={{ __html: text }} />;
}

export default function SettingsPage({ team }: { team: { bio: string } }) {
  return (
    <form>
      <FieldHelp label="Domain" helpText={DOMAIN_HELP} />
      <FieldHelp label="Slug" helpText="Lowercase letters, digits and <em>dashes</em>." />
      <FieldHelp label="Name" />
      <Badge text="<b>Beta</b>" />
      <Note body="Changes apply <i>immediately</i>." />
      <Note body={team.bio} />
    </form>
  );
}
