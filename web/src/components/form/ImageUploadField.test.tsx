// The image field of a record's form: the stored image with a remove button that empties the
// field, the image types offered, and the read-only view with or without an image.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useForm, useWatch } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test-support/render-app.tsx';
import type { UploadedFile } from '../file-upload/FileUpload.tsx';
import { ImageUploadField } from './ImageUploadField.tsx';

const logo: UploadedFile = {
  id: '40',
  url: '/v1/files/40',
  name: 'logo.png',
  mimeType: 'image/png',
  size: 90,
};

function LogoForm({ initial, readOnly }: { initial: UploadedFile | null; readOnly?: boolean }) {
  const { control } = useForm<{ logo: UploadedFile | null }>({ defaultValues: { logo: initial } });
  const value = useWatch({ control, name: 'logo' });
  return (
    <>
      <ImageUploadField
        control={control}
        name="logo"
        label="Logo"
        removeLabel="Logo verwijderen"
        readOnly={readOnly}
        noneText="Geen afbeelding."
      />
      <output data-testid="value">{value ? value.id : 'leeg'}</output>
    </>
  );
}

beforeEach(() => {
  // The stored image's preview is fetched with the token: refused here, so only its name shows.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null, { status: 404 })),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ImageUploadField', () => {
  it('shows the stored image with a remove button that empties the field', () => {
    renderApp(<LogoForm initial={logo} />);
    expect(screen.getByText('logo.png')).toBeTruthy();
    expect(screen.getByTestId('value').textContent).toBe('40');
    expect(screen.getByLabelText('Logo', { selector: 'input' }).getAttribute('accept')).toBe(
      '.png,.jpg,.jpeg,.gif,.svg,image/png,image/jpeg,image/gif,image/svg+xml',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Logo verwijderen' }));
    expect(screen.getByTestId('value').textContent).toBe('leeg');
    expect(screen.queryByRole('button', { name: 'Logo verwijderen' })).toBeNull();
  });

  it('reads only: the image, or that there is none', () => {
    renderApp(<LogoForm initial={logo} readOnly />);
    expect(screen.getByText('logo.png')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    renderApp(<LogoForm initial={null} readOnly />);
    expect(screen.getByText('Geen afbeelding.')).toBeTruthy();
  });
});
