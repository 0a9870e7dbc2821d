// A large page of real-looking MDX (headings, prose with links, tables, components with expressions, code in tabs):
// what micromark reads for about 0.7 s per megabyte, the page the protocol test and the bench open to see that
// parsing it holds up no request of another file.

/** The page of `characters` characters or a little more; its one broken link (`/gone-page`) is on its last line. */
export function largeMdxPage(characters: number): string {
  const block = (i: number) =>
    `## Section ${i}\n\n` +
    `Some text with a [link](/other#about) and \`code\` and **bold** words, then [more](#section-${i}).\n\n` +
    `| Name | Type | Description |\n|---|---|---|\n` +
    `| \`field${i}\` | string | The field's value, see [the setup](/other#setup). |\n` +
    `| \`other${i}\` | number | A count of <b>things</b>. |\n| \`third${i}\` | boolean | Whether it is on. |\n\n` +
    `<Card title="Card ${i}" href="/other" icon="star">\n  Text inside the card with {1 + ${i}} in it.\n</Card>\n\n` +
    `<Tabs>\n  <Tab title="One">\n    \`\`\`js\n    const x = ${i};\n    \`\`\`\n  </Tab>\n</Tabs>\n\n`;
  const parts = ['---\ntitle: Large\n---\n\n'];
  let length = parts[0].length;
  for (let i = 0; length < characters; i++) {
    parts.push(block(i));
    length += parts[parts.length - 1].length;
  }
  parts.push('The end, and [a link to nowhere](/gone-page).\n');
  return parts.join('');
}
