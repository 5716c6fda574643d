// Choosing a CSV file to import: a labelled file input that hands the file over and then clears
// itself, so that the same file can be chosen again once it is fixed.
export function CsvFileField(props: { onFile: (file: File) => void }) {
  return (
    <label>
      CSV file{' '}
      <input
        type="file"
        accept=".csv,text/csv"
        onChange={(e) => {
          const f = e.target.files?.[0];
          if (f) props.onFile(f);
          e.target.value = '';
        }}
      />
    </label>
  );
}
