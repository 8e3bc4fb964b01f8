// An article body rendered from its blocks: React elements built from data (never HTML), links
// with rel="nofollow ugc noopener", images by uuid from the article's own images.
import { Blockquote, Divider, Image, List, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Blockquote.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Image.css';
import type { ArticleBlock, FeedImage, InlineRun } from '@glossa/contract';

function Runs({ runs }: { runs: InlineRun[] }) {
  return (
    <>
      {runs.map((run, i) => {
        let node: React.ReactNode = run.text;
        if (run.bold) node = <strong>{node}</strong>;
        if (run.italic) node = <em>{node}</em>;
        if (run.href)
          node = (
            <a href={run.href} rel="nofollow ugc noopener" target="_blank">
              {node}
            </a>
          );
        return <span key={i}>{node}</span>;
      })}
    </>
  );
}

const TONES = { info: 'blue', warning: 'orange', tip: 'teal' } as const;

export function ArticleBlocks({ blocks, images }: { blocks: ArticleBlock[]; images: FeedImage[] }) {
  return (
    <div data-testid="article-body">
      {blocks.map((block, i) => {
        switch (block.type) {
          case 'paragraph':
            return (
              <Text key={i} mb="sm" style={{ whiteSpace: 'pre-wrap' }}>
                <Runs runs={block.content} />
              </Text>
            );
          case 'header':
            return (
              <Title key={i} order={block.level} mt="md" mb="xs">
                <Runs runs={block.content} />
              </Title>
            );
          case 'quote':
            return (
              <Blockquote key={i} cite={block.caption} my="md">
                <Runs runs={block.content} />
              </Blockquote>
            );
          case 'callout':
            return (
              <Blockquote key={i} color={TONES[block.tone]} my="md" data-tone={block.tone}>
                <Runs runs={block.content} />
              </Blockquote>
            );
          case 'delimiter':
            return <Divider key={i} my="lg" label="* * *" labelPosition="center" />;
          case 'list':
            return (
              <List key={i} type={block.style === 'numbered' ? 'ordered' : 'unordered'} mb="sm">
                {block.items.map((item, j) => (
                  <List.Item key={j}>
                    <Runs runs={item} />
                  </List.Item>
                ))}
              </List>
            );
          case 'image': {
            const image = images.find((im) => im.uuid === block.image_uuid);
            return image ? (
              <figure key={i} style={{ margin: '16px 0' }}>
                <Image src={image.url} radius="md" alt={block.caption ?? ''} />
                {block.caption && (
                  <Text component="figcaption" size="sm" c="dimmed" ta="center" mt={4}>
                    {block.caption}
                  </Text>
                )}
              </figure>
            ) : null;
          }
          default:
            return null;
        }
      })}
    </div>
  );
}
