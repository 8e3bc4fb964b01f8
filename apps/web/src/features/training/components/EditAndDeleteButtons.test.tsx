// The author's actions on a compilation's or a video's page: the edit link and the delete button
// with its confirmation popup (cancel closes it; confirm deletes); and the badges above the title.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { EditAndDeleteButtons } from './EditAndDeleteButtons';
import { MaterialBadges } from './MaterialBadges';

vi.setConfig({ testTimeout: 30_000 });

describe('EditAndDeleteButtons', () => {
  it('links to the editor and deletes only after the confirmation', async () => {
    const onDelete = vi.fn(async () => undefined);
    await renderWithProviders(
      <MemoryRouter>
        <EditAndDeleteButtons editTo="/training/video/edit?uuid=v1" editTestId="edit-video" deleteTitle="Delete the video?" name="My video" onDelete={onDelete} />
      </MemoryRouter>,
    );
    // The training namespace loads on first use.
    expect(await screen.findByTestId('edit-video', {}, { timeout: 8000 })).toHaveAttribute('href', '/training/video/edit?uuid=v1');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const popup = await screen.findByRole('dialog');
    expect(popup).toHaveTextContent('Delete the video?');
    expect(popup).toHaveTextContent('My video');
    await userEvent.click(within(popup).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
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
