// The article editor: TipTap (ProseMirror) with the blocks the server stores (paragraphs, headers,
// quote, callout, divider, bulleted and numbered lists, images, bold, italic, links). Loaded only on the
// article screens (its own chunk). Its document converts to blocks in lib/tiptap-blocks.ts.
import { ActionIcon, FileButton, Group, Menu, Tooltip } from '@mantine/core';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';
import {
  IconBlockquote,
  IconBold,
  IconInfoSquareRounded,
  IconH2,
  IconH3,
  IconItalic,
  IconLink,
  IconList,
  IconListNumbers,
  IconPhotoPlus,
  IconSeparator,
} from '@tabler/icons-react';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import type { FeedImage } from '@glossa/contract';
import type { PmNode } from '../lib/tiptap-blocks';
import { Callout, CALLOUT_TONES } from '../lib/tiptap-callout';
import classes from './ArticleEditor.module.css';

export interface ArticleEditorProps {
  initial: PmNode;
  onChange(doc: PmNode): void;
  /** Uploads an image to the article (saving it as a draft first if needed). */
  uploadImage(file: File): Promise<FeedImage>;
}

export default function ArticleEditor({ initial, onChange, uploadImage }: ArticleEditorProps) {
  const { t } = useTranslation('feed');
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        strike: false,
        underline: false,
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['http', 'https', 'mailto'],
          HTMLAttributes: { rel: 'nofollow ugc noopener' },
        },
      }),
      Image,
      Callout,
    ],
    content: initial,
    immediatelyRender: true,
    onUpdate: ({ editor: e }) => onChange(e.getJSON() as PmNode),
    editorProps: {
      attributes: {
        class: classes.content!,
        'data-testid': 'article-editor',
        'aria-label': t('article.body'),
      },
    },
  });

  async function addImage(file: File | null) {
    if (!file) return;
    const image = await uploadImage(file);
    editor?.chain().focus().setImage({ src: image.url, title: image.uuid, alt: '' }).run();
  }

  function setLink(e: Editor) {
    const previous = e.getAttributes('link').href as string | undefined;
    const href = window.prompt(t('article.link_prompt'), previous ?? 'https://');
    if (href === null) return;
    if (href === '') e.chain().focus().unsetLink().run();
    else e.chain().focus().setLink({ href }).run();
  }

  if (!editor) return null;
  const tool = (label: string, icon: React.ReactNode, active: boolean, run: () => void) => (
    <Tooltip label={label} key={label}>
      <ActionIcon
        variant={active ? 'filled' : 'subtle'}
        aria-label={label}
        aria-pressed={active}
        onClick={run}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );
  return (
    <div className={classes.frame}>
      <Group gap={4} className={classes.toolbar} role="toolbar" aria-label={t('article.toolbar')}>
        {tool(t('article.bold'), <IconBold size={18} />, editor.isActive('bold'), () =>
          editor.chain().focus().toggleBold().run(),
        )}
        {tool(t('article.italic'), <IconItalic size={18} />, editor.isActive('italic'), () =>
          editor.chain().focus().toggleItalic().run(),
        )}
        {tool(t('article.heading'), <IconH2 size={18} />, editor.isActive('heading', { level: 2 }), () =>
          editor.chain().focus().toggleHeading({ level: 2 }).run(),
        )}
        {tool(t('article.subheading'), <IconH3 size={18} />, editor.isActive('heading', { level: 3 }), () =>
          editor.chain().focus().toggleHeading({ level: 3 }).run(),
        )}
        {tool(t('article.bulleted'), <IconList size={18} />, editor.isActive('bulletList'), () =>
          editor.chain().focus().toggleBulletList().run(),
        )}
        {tool(t('article.numbered'), <IconListNumbers size={18} />, editor.isActive('orderedList'), () =>
          editor.chain().focus().toggleOrderedList().run(),
        )}
        {tool(t('article.quote'), <IconBlockquote size={18} />, editor.isActive('blockquote'), () =>
          editor.chain().focus().toggleBlockquote().run(),
        )}
        <Menu position="bottom-start" withinPortal>
          <Menu.Target>
            <Tooltip label={t('article.callout')}>
              <ActionIcon
                variant={editor.isActive('callout') ? 'filled' : 'subtle'}
                aria-label={t('article.callout')}
                aria-pressed={editor.isActive('callout')}
                data-testid="article-callout"
              >
                <IconInfoSquareRounded size={18} />
              </ActionIcon>
            </Tooltip>
          </Menu.Target>
          <Menu.Dropdown>
            {CALLOUT_TONES.map((tone) => (
              <Menu.Item
                key={tone}
                data-testid={`callout-${tone}`}
                onClick={() =>
                  editor.isActive('callout')
                    ? editor.chain().focus().updateAttributes('callout', { tone }).run()
                    : editor.chain().focus().wrapIn('callout', { tone }).run()
                }
              >
                {t(`article.callout_${tone}`)}
              </Menu.Item>
            ))}
            {editor.isActive('callout') && (
              <Menu.Item onClick={() => editor.chain().focus().lift('callout').run()}>
                {t('article.callout_remove')}
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
        {tool(t('article.divider'), <IconSeparator size={18} />, false, () =>
          editor.chain().focus().setHorizontalRule().run(),
        )}
        {tool(t('article.link'), <IconLink size={18} />, editor.isActive('link'), () => setLink(editor))}
        <FileButton onChange={(f) => void addImage(f)} accept="image/png,image/jpeg,image/webp,image/gif">
          {(props) => (
            <Tooltip label={t('article.image')}>
              <ActionIcon
                {...props}
                variant="subtle"
                aria-label={t('article.image')}
                data-testid="article-image"
              >
                <IconPhotoPlus size={18} />
              </ActionIcon>
            </Tooltip>
          )}
        </FileButton>
      </Group>
      <EditorContent editor={editor} />
    </div>
  );
}
