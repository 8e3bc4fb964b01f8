// The author's actions on a compilation's or a video's page: the edit link and the delete button
// with its confirmation popup (cancel closes it; confirm deletes and leaves the page); and the
// badges above the title.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { EditAndDeleteButtons } from './EditAndDeleteButtons';
import { MaterialBadges } from './MaterialBadges';

const api = vi.hoisted(() => ({ deleteSelection: vi.fn(async () => undefined), deleteVideo: vi.fn(async () => undefined) }));
vi.mock('../api/selections', () => ({ deleteSelection: api.deleteSelection }));
vi.mock('../api/videos', () => ({ deleteVideo: api.deleteVideo }));

vi.setConfig({ testTimeout: 30_000 });

async function renderOn(path: string, ui: ReactElement) {
  await renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/training/video" element={ui} />
        <Route path="/training/selection" element={ui} />
        <Route path="/training/all_videos" element={<p>all videos</p>} />
        <Route path="/training" element={<p>compilations</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const KINDS = [
  { kind: 'videos', uuid: 'v1', page: '/training/video', editTestId: 'edit-video', editor: '/training/video/edit?uuid=v1', title: 'Delete the video?', remove: api.deleteVideo, then: 'all videos' },
  { kind: 'selections', uuid: 's1', page: '/training/selection', editTestId: 'edit-selection', editor: '/training/selection/edit?uuid=s1', title: 'Delete the compilation?', remove: api.deleteSelection, then: 'compilations' },
] as const;

describe('EditAndDeleteButtons', () => {
  it.each(KINDS)('$kind: links to the editor; deleted only after the confirmation, then the list opens', async (k) => {
    await renderOn(`${k.page}?uuid=${k.uuid}`, <EditAndDeleteButtons kind={k.kind} uuid={k.uuid} name="My material" />);
    // The training namespace loads on first use.
    expect(await screen.findByTestId(k.editTestId, {}, { timeout: 8000 })).toHaveAttribute('href', k.editor);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const popup = await screen.findByRole('dialog');
    expect(popup).toHaveTextContent(k.title);
    expect(popup).toHaveTextContent('My material');
    await userEvent.click(within(popup).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(k.remove).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(k.remove).toHaveBeenCalledWith(k.uuid);
    expect(await screen.findByText(k.then)).toBeInTheDocument();
  });
});

describe('MaterialBadges', () => {
  it('shows the labels, public or private, the complexity, then the badges given', async () => {
    await renderWithProviders(
      <MaterialBadges labels={['popular']} isPublic={false} complexity="hard">
        <span>#extra</span>
      </MaterialBadges>,
    );
    expect(await screen.findByText('#extra', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('Popular')).toBeInTheDocument();
    expect(screen.getByText('Private')).toBeInTheDocument();
    expect(screen.getByText('Hard')).toBeInTheDocument();
  });
});
