import { Box, Theme } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/format';
import { contractTypeLabel } from '../../../lib/labels';
import { materialKindLabel } from '../../materials/material-kinds';
import type { GuideDocument as Document, TitleBlock } from '../api/guide-types';
import { availabilityLine, rightsSoldText, type LanguageName } from '../guide-wording';

export interface GuideDocumentProps {
  document: Document;
  /** A title's cover from the address the document names (fetched with the token in the app, a plain image on the shared page). */
  cover: (path: string, name: string) => ReactNode;
  languageName: LanguageName;
}

/**
 * The styles of the whole document, written once on its root rather than as props of each of its
 * elements: a guide of 150 titles is some 2,000 elements, and a Chakra component resolving its
 * style props for each would cost the preview a large part of its time. The same rules hold on
 * screen and on paper; `print.ts` adds the page's size, margins and running header.
 */
const documentStyles = {
  color: 'fg',
  lineHeight: '1.5',
  '& h1': { fontSize: '3xl', fontWeight: 'bold', lineHeight: '1.2', letterSpacing: 'tight' },
  '& .guide-fair': { fontSize: 'lg', color: 'fg.muted', mt: '1' },
  '& .guide-intro': { mt: '4', whiteSpace: 'pre-line', maxW: '42rem' },
  '& .guide-head': { pb: '6', mb: '2', borderBottomWidth: '2px', borderColor: 'brand.solid' },
  '& .guide-head-contact': { mt: '3', fontSize: 'sm', color: 'fg.muted' },
  '& section + section': { mt: '8' },
  '& h2': {
    fontSize: 'xl',
    fontWeight: 'semibold',
    mt: '6',
    mb: '1',
    pb: '1',
    borderBottomWidth: '1px',
    borderColor: 'border',
    breakAfter: 'avoid',
  },
  '& .guide-block': {
    display: 'grid',
    gridTemplateColumns: { base: '4.5rem minmax(0, 1fr)', sm: '7rem minmax(0, 1fr)' },
    gap: { base: '3', sm: '5' },
    py: '5',
    borderBottomWidth: '1px',
    borderColor: 'border.muted',
    // a title is never split between two pages
    breakInside: 'avoid',
  },
  '& .guide-block.no-cover': { gridTemplateColumns: 'minmax(0, 1fr)' },
  '& .guide-block:last-child': { borderBottomWidth: '0' },
  '& .guide-cover': { w: 'full', aspectRatio: '2 / 3', objectFit: 'cover', rounded: 'sm', bg: 'bg.muted', borderWidth: '1px', borderColor: 'border.muted' },
  '& h3': { fontSize: 'lg', fontWeight: 'bold', lineHeight: '1.3' },
  '& .guide-subtitle': { fontStyle: 'italic', color: 'fg.muted' },
  '& .guide-author': { fontWeight: 'medium', mt: '0.5' },
  '& .guide-facts': { fontSize: 'sm', color: 'fg.muted', mt: '1' },
  '& .guide-pitch': { mt: '3', fontWeight: 'medium' },
  '& .guide-text': { mt: '2', whiteSpace: 'pre-line', fontSize: 'sm' },
  '& .guide-label': { fontWeight: 'semibold' },
  '& blockquote': { mt: '2', pl: '3', borderLeftWidth: '3px', borderColor: 'border', fontSize: 'sm', fontStyle: 'italic' },
  '& blockquote footer': { fontStyle: 'normal', color: 'fg.muted' },
  '& .guide-rights': { mt: '3', fontSize: 'sm', display: 'grid', gap: '1' },
  '& .guide-available': { px: '2', py: '1', rounded: 'sm', bg: 'green.subtle', color: 'green.fg', fontWeight: 'medium', justifySelf: 'start' },
  '& .guide-available.closed': { bg: 'bg.muted', color: 'fg.muted' },
  '& .guide-contact': { mt: '2', fontSize: 'xs', color: 'fg.muted' },
  '& .guide-empty': { color: 'fg.muted', fontStyle: 'italic', py: '4' },
} as const;

const joined = (parts: (string | null | undefined | false)[]) => parts.filter(Boolean).join(' · ');

/** "Fiction; Biography", each Thema section once (several codes of a title often share one). */
const subjectsText = (subjects: NonNullable<TitleBlock['subjects']>) => [...new Set(subjects.map((s) => s.name ?? s.code))].join('; ');

function Block({ block, contact, cover, languageName }: { block: TitleBlock; contact: Document['contact']; cover: GuideDocumentProps['cover']; languageName: LanguageName }) {
  const facts = joined([
    block.publishDate && `Published ${formatDate(block.publishDate)}`,
    block.pages != null && `${block.pages} pages`,
    block.subjects && block.subjects.length > 0 && subjectsText(block.subjects),
  ]);
  const available = block.availability && availabilityLine(block.availability, languageName, contractTypeLabel);
  return (
    <article className={block.cover ? 'guide-block' : 'guide-block no-cover'} aria-labelledby={`guide-title-${block.id}`}>
      {block.cover && <div>{cover(block.cover, block.name)}</div>}
      <div>
        <h3 id={`guide-title-${block.id}`}>{block.name}</h3>
        {block.subtitle && <p className="guide-subtitle">{block.subtitle}</p>}
        {block.author && <p className="guide-author">{block.author}</p>}
        {facts && <p className="guide-facts">{facts}</p>}
        {block.pitch && <p className="guide-pitch">{block.pitch}</p>}
        {block.description && <p className="guide-text">{block.description}</p>}
        {block.authorBio && (
          <p className="guide-text">
            <span className="guide-label">About the author: </span>
            {block.authorBio}
          </p>
        )}
        {block.quotes?.map((quote, index) => (
          <blockquote key={index}>
            “{quote.text}”{quote.source && <footer> — {quote.source}</footer>}
          </blockquote>
        ))}
        {(block.material?.length || block.rightsSold?.length || available) && (
          <div className="guide-rights">
            {block.material && block.material.length > 0 && (
              <p>
                <span className="guide-label">Material available: </span>
                {block.material.map(materialKindLabel).join(', ')}
              </p>
            )}
            {block.rightsSold && block.rightsSold.length > 0 && (
              <p>
                <span className="guide-label">Rights sold: </span>
                {rightsSoldText(
                  block.rightsSold.map((sold) => ({ ...sold, contractType: sold.contractType ?? '' })),
                  languageName,
                  contractTypeLabel,
                )}
              </p>
            )}
            {available && <p className={available.open ? 'guide-available' : 'guide-available closed'}>{available.text}</p>}
          </div>
        )}
        {contact && (
          <p className="guide-contact">
            Rights: {contact.name}, {contact.email}
          </p>
        )}
      </div>
    </article>
  );
}

/**
 * A rights guide as buyers read it, on screen and on paper: its name, fair and introduction, then
 * each section's heading and its titles, each title a block with what the guide shows (cover,
 * facts, pitch, texts, quotes, material, "Rights sold", the availability line, the rights
 * contact). Always light, as paper is: the app's dark mode is for the app around it. The builder's
 * preview, the printed guide and the shared page are this one component.
 */
export function GuideDocument({ document, cover, languageName }: GuideDocumentProps) {
  const contact = document.show.contact ? document.contact : null;
  return (
    <Theme appearance="light" hasBackground={false} asChild>
      <Box className="guide-document" css={documentStyles}>
        <header className="guide-head">
          <h1>{document.name}</h1>
          {document.fair && <p className="guide-fair">{document.fair}</p>}
          {document.intro && <p className="guide-intro">{document.intro}</p>}
          {contact && (
            <p className="guide-head-contact">
              Rights contact: {contact.name}, {contact.email}
            </p>
          )}
        </header>
        {document.sections.map((section, index) => (
          <section key={index} aria-label={section.heading ?? undefined}>
            {section.heading && <h2>{section.heading}</h2>}
            {section.titles.length === 0 ? (
              <p className="guide-empty">No titles in this section yet.</p>
            ) : (
              section.titles.map((block) => <Block key={block.id} block={block} contact={contact} cover={cover} languageName={languageName} />)
            )}
          </section>
        ))}
      </Box>
    </Theme>
  );
}
