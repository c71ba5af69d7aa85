import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import Button from '@mui/material/Button';

/** A button choosing a text file from the person's computer; gives its content and name. */
export function FilePickerButton({
  label,
  accept,
  onText,
}: {
  label: string;
  /** e.g. ".env,text/plain". */
  accept?: string;
  onText: (text: string, fileName: string) => void;
}) {
  return (
    <Button
      component="label"
      variant="outlined"
      startIcon={<UploadFileOutlinedIcon />}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {label}
      <input
        type="file"
        hidden
        accept={accept}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void file.text().then((text) => onText(text, file.name));
        }}
      />
    </Button>
  );
}
