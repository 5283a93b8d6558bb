import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { toaster } from '../../../components/ui/toaster';
import { paths } from '../../../config/paths';
import { useCreateTitle } from '../api/save-title';
import { TitleForm } from '../components/title-form';

/** /titles/new: the empty title form; success goes back to the list. */
export function NewTitlePage() {
  const navigate = useNavigate();
  const create = useCreateTitle();
  return (
    <>
      <PageHeader title="New title" description="Add a book to your catalogue." />
      <TitleForm
        submitLabel="Submit"
        onSubmit={async (payload) => {
          const saved = await create.mutateAsync(payload);
          toaster.create({ type: 'success', title: 'Title created', description: saved.name });
          navigate(paths.titles, { replace: true });
        }}
        onCancel={() => navigate(paths.titles)}
      />
    </>
  );
}
