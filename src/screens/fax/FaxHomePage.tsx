// #/management/m/fax: the account's fax lines (C-125), cover pages (C-397: upload, download,
// delete after C-562 says no fax service keeps the page) and fax services (C-510, detach C-396).
// Changing needs update:extensions (fax lines are extensions, decision 0103).
import { useState } from 'react';
import { describeFailure } from '../../api/describeFailure';
import { ApiFailure } from '../../api/failure';
import {
  deleteCoverPage,
  detachFaxService,
  type FaxCoverPage,
  type FaxService,
  getCoverPageDeletable,
  getCoverPagePdf,
  listCoverPages,
  listFaxKits,
  listFaxServices,
  uploadCoverPage,
} from '../../api/fax';
import { allHandled } from '../../app/failures';
import { saveFile } from '../../app/saveFile';
import { useSessionContext } from '../../app/session/SessionContext';
import { useSignedInProfile } from '../../app/session/signedInProfile';
import { useAction } from '../../app/useAction';
import { useResource } from '../../app/useResource';
import { COVER_PAGE_MESSAGES, coverPageFileProblem } from '../../domain/schemas/fax';
import { Alert } from '../../ui/Alert';
import { muted, stack } from '../../ui/layout.css';
import { PageHeader } from '../../ui/PageHeader';
import { type CoverPageDelete, CoverPagesView } from './CoverPagesView';
import { FaxKitListView } from './FaxKitListView';
import { FaxServicesView } from './FaxServicesView';

const LOAD_FAILED = 'Try again in a moment. If it goes on, ask your provider’s support.';

/** The services a 409 names, from its answer. */
const keepersOf = (e: unknown) =>
  e instanceof ApiFailure && e.status === 409
    ? ((e.body as { faxServices?: { id: number; name: string }[] }).faxServices ?? [])
    : undefined;

export function FaxHomePage({ title }: { title: string }) {
  const { api } = useSessionContext();
  const profile = useSignedInProfile();
  const accountId = profile.account.accountId;
  const canChange = profile.permissions.has('update:extensions');
  const kits = useResource(['faxKits', accountId], (signal) => listFaxKits(api, accountId, signal), {
    handled: allHandled,
  });
  const pages = useResource(
    ['faxCoverPages', accountId],
    (signal) => listCoverPages(api, accountId, signal),
    {
      handled: allHandled,
    },
  );
  const services = useResource(
    ['faxServices', accountId],
    (signal) => listFaxServices(api, accountId, signal),
    {
      handled: allHandled,
    },
  );

  // ---- upload: the file is checked here first, by its bytes, then by the platform ----
  const [uploadErrors, setUploadErrors] = useState<{ name?: string; file?: string; other?: string }>({});
  const [uploadedName, setUploadedName] = useState<string>();
  const upload = useAction(
    async ({ name, file }: { name: string; file: File }) => {
      const page = await uploadCoverPage(api, accountId, name.trim(), file, file.name);
      setUploadedName(page.name);
      pages.reload();
    },
    { handled: allHandled },
  );
  const onUpload = async (name: string, file: File | undefined) => {
    upload.reset();
    const found = {
      name: name.trim() ? undefined : COVER_PAGE_MESSAGES.name,
      file: file ? await coverPageFileProblem(file) : COVER_PAGE_MESSAGES.notPdf,
    };
    setUploadErrors(found);
    if (found.name || found.file || !file) return;
    setUploadedName(undefined);
    if (!(await upload.run({ name, file }))) return;
    setUploadErrors({});
  };
  const uploadFailure = upload.error instanceof ApiFailure ? upload.error : undefined;
  const shownUploadErrors = uploadFailure
    ? {
        name: uploadFailure.errors.find((e) => e.field === 'name')?.message,
        file: uploadFailure.errors.find((e) => e.field === 'file')?.message,
        other: uploadFailure.errors.length ? undefined : describeFailure(uploadFailure),
      }
    : uploadErrors;

  // ---- download: the PDF needs the session's token, so it is fetched and handed over as a file ----
  const download = useAction(async (page: FaxCoverPage) => {
    const blob = await getCoverPagePdf(api, accountId, page.id);
    saveFile(blob, page.fileName);
  });

  // ---- delete: asked first whether any service keeps the page (C-562) ----
  const [deleting, setDeleting] = useState<CoverPageDelete>();
  const onDelete = async (page: FaxCoverPage) => {
    setDeleting({ page, stage: 'checking' });
    try {
      const answer = await getCoverPageDeletable(api, page.id);
      setDeleting(
        answer.deletable
          ? { page, stage: 'confirm' }
          : { page, stage: 'refused', services: answer.faxServices },
      );
    } catch {
      // The check could not be made: the delete itself still refuses a kept page.
      setDeleting({ page, stage: 'confirm' });
    }
  };
  const remove = useAction(async (page: FaxCoverPage) => {
    try {
      await deleteCoverPage(api, accountId, page.id);
      setDeleting(undefined);
      pages.reload();
      kits.reload();
    } catch (e) {
      const keepers = keepersOf(e);
      // A service took the page's line meanwhile: say which, as the check would have.
      if (keepers) setDeleting({ page, stage: 'refused', services: keepers });
      else throw e;
    }
  });

  // ---- detach ----
  const [detaching, setDetaching] = useState<FaxService>();
  const detach = useAction(async (service: FaxService) => {
    await detachFaxService(api, accountId, service.id);
    setDetaching(undefined);
    services.reload();
  });

  return (
    <div className={stack}>
      <PageHeader title={title} />
      <p className={muted}>
        A fax line receives faxes at its number and e-mails them as PDFs; fax services send and receive
        through it with the line’s cover page.
      </p>
      {kits.failed || pages.failed || services.failed ? (
        <Alert variant="error" title="Part of the fax set-up could not be read">
          {LOAD_FAILED}
        </Alert>
      ) : null}
      <FaxKitListView kits={kits.failed ? [] : kits.data} />
      <CoverPagesView
        pages={pages.failed ? [] : pages.data}
        canChange={canChange}
        uploading={upload.pending}
        uploadErrors={shownUploadErrors}
        uploadedName={uploadedName}
        onUpload={(name, file) => void onUpload(name, file)}
        onDownload={(page) => void download.run(page)}
        deleting={deleting}
        deletePending={remove.pending}
        onDelete={(page) => void onDelete(page)}
        onConfirmDelete={() => deleting && void remove.run(deleting.page)}
        onCancelDelete={() => setDeleting(undefined)}
      />
      <FaxServicesView
        services={services.failed ? [] : services.data}
        canChange={canChange}
        detaching={detaching}
        detachPending={detach.pending}
        onDetach={setDetaching}
        onConfirmDetach={() => detaching && void detach.run(detaching)}
        onCancelDetach={() => setDetaching(undefined)}
      />
    </div>
  );
}
