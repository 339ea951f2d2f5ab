const SECTIONS = [
  { href: '#features', label: 'Features' },
  { href: '#pricing', label: 'Pricing' },
] as const;

/** The in-page links of the header and the footer. */
export function SectionLinks() {
  return SECTIONS.map(({ href, label }) => (
    <a key={href} href={href} className="hover:text-slate-900">
      {label}
    </a>
  ));
}
