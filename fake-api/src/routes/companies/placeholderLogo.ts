/** A generated logo (initials on a colour picked from the id) for companies without an uploaded picture. */
const COLOURS = ['#1e6091', '#2a9d8f', '#7b2cbf', '#d1495b', '#edae49', '#00798c', '#3d405b', '#6a994e'];

export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^[a-z0-9]/i.test(word));
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

export function placeholderLogo(id: string, name: string): Buffer {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const colour = COLOURS[hash % COLOURS.length]!;
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">' +
    `<rect width="256" height="256" rx="32" fill="${colour}"/>` +
    '<text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" ' +
    `font-size="104" font-weight="600" fill="#ffffff">${initialsOf(name)}</text></svg>`;
  return Buffer.from(svg);
}
