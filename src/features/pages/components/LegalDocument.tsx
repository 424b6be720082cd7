import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageShell } from '../../../components/layout/PageShell';

/**
 * The legal pages are written as data (terms-content.ts, privacy-content.ts)
 * so tests can check the figures without scraping markup, and this one
 * renderer gives both pages the same headings, contents list and anchors.
 */

/** A run of text, or a link to another page of the app inside it. */
export type LegalInline = string | { readonly text: string; readonly to: string };
export type LegalText = string | readonly LegalInline[];

export type LegalBlock =
  | { readonly kind: 'paragraph'; readonly text: LegalText }
  | { readonly kind: 'list'; readonly items: readonly LegalText[] }
  | {
      readonly kind: 'subsection';
      readonly id: string;
      readonly title: string;
      readonly blocks: readonly LegalBlock[];
    }
  /** A place for content that is computed rather than written (e.g. the refund table). */
  | { readonly kind: 'slot'; readonly name: string };

export interface LegalSection {
  readonly id: string;
  readonly title: string;
  readonly blocks: readonly LegalBlock[];
}

export interface LastUpdated {
  /** For the `<time>` element. */
  readonly iso: string;
  /** As readers see it. */
  readonly text: string;
}

interface LegalDocumentProps {
  title: string;
  lastUpdated: LastUpdated;
  intro: LegalText;
  sections: readonly LegalSection[];
  slots?: Readonly<Record<string, ReactNode>>;
}

// The navigation bar is sticky: without this, a heading reached from the
// contents list would sit underneath it.
const ANCHOR_OFFSET = { scrollMarginTop: { xs: 72, sm: 88 } } as const;

function RichText({ text }: { text: LegalText }) {
  if (typeof text === 'string') return text;
  return text.map((part, i) =>
    typeof part === 'string' ? (
      part
    ) : (
      <Link key={i} component={RouterLink} to={part.to}>
        {part.text}
      </Link>
    ),
  );
}

function Blocks({
  blocks,
  slots,
}: {
  blocks: readonly LegalBlock[];
  slots: Readonly<Record<string, ReactNode>>;
}) {
  return blocks.map((block, i) => {
    switch (block.kind) {
      case 'paragraph':
        return (
          <Typography key={i} sx={{ mb: 2 }}>
            <RichText text={block.text} />
          </Typography>
        );
      case 'list':
        return (
          <Box key={i} component="ul" sx={{ pl: { xs: 2.5, sm: 4 }, mt: 0, mb: 2 }}>
            {block.items.map((item, j) => (
              <Typography key={j} component="li" sx={{ mb: 1 }}>
                <RichText text={item} />
              </Typography>
            ))}
          </Box>
        );
      case 'subsection':
        return (
          <Box key={i} component="section" aria-labelledby={block.id} sx={{ mt: 3 }}>
            <Typography
              variant="h6"
              component="h3"
              id={block.id}
              sx={{ mb: 1.5, ...ANCHOR_OFFSET }}
            >
              {block.title}
            </Typography>
            <Blocks blocks={block.blocks} slots={slots} />
          </Box>
        );
      case 'slot':
        return <Box key={i}>{slots[block.name] ?? null}</Box>;
    }
  });
}

export function LegalDocument({
  title,
  lastUpdated,
  intro,
  sections,
  slots = {},
}: LegalDocumentProps) {
  return (
    <PageShell
      title={title}
      maxWidth="md"
      subtitle={
        <>
          Last updated: <time dateTime={lastUpdated.iso}>{lastUpdated.text}</time>
        </>
      }
    >
      <Typography sx={{ mb: 4 }}>
        <RichText text={intro} />
      </Typography>

      <Box
        component="nav"
        aria-labelledby="legal-contents"
        sx={{
          mb: 5,
          p: { xs: 2, sm: 3 },
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
        }}
      >
        <Typography variant="h6" component="h2" id="legal-contents" sx={{ mb: 1 }}>
          Contents
        </Typography>
        <Box component="ol" sx={{ pl: { xs: 2.5, sm: 3 }, my: 0 }}>
          {sections.map((section) => (
            <Typography key={section.id} component="li" sx={{ mb: 0.5 }}>
              <Link href={`#${section.id}`}>{section.title}</Link>
            </Typography>
          ))}
        </Box>
      </Box>

      {sections.map((section, index) => (
        <Box
          key={section.id}
          component="section"
          aria-labelledby={section.id}
          sx={{ mb: 5, overflowWrap: 'break-word' }}
        >
          <Typography variant="h5" component="h2" id={section.id} sx={{ mb: 2, ...ANCHOR_OFFSET }}>
            {index + 1}. {section.title}
          </Typography>
          <Blocks blocks={section.blocks} slots={slots} />
        </Box>
      ))}
    </PageShell>
  );
}
