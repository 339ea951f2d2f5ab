/** Tiny real files for the upload tests (images are 1x1 pixel, made with cjpeg, cwebp and a hand-built PNG). */
export const SAMPLE_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAMCAgMCAgMDAwMEAwMEBQgFBQQEBQoHBwYIDAoMDAsKCwsNDhIQDQ4RDgsLEBYQERMUFRUVDA8XGBYUGBIUFRT/2wBDAQMEBAUEBQkFBQkUDQsNFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBT/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAACP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AIgBAD+//9k=',
  'base64',
);
/** A 1x1 RGB PNG. */
export const SAMPLE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGMw7jgDAAJ5AYgvBQL4AAAAAElFTkSuQmCC',
  'base64',
);
/** A 1x1 lossless WebP. */
export const SAMPLE_WEBP = Buffer.from('UklGRh4AAABXRUJQVlA4TBEAAAAvAAAAAAdQxM6Uuf+BiOh/AAA=', 'base64');
/** A 1x1 transparent GIF. */
export const SAMPLE_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
/** The start of a HEIC file: its ftyp box (brand heic), which is what the byte check reads. */
export const SAMPLE_HEIC_HEAD = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
  Buffer.alloc(64),
]);
/** An SVG carrying a script: must never be stored as a photo. */
export const SAMPLE_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><script>alert(document.cookie)</script></svg>',
);
/** An ELF executable header (what a "photo.png" that is really a program starts with). */
export const SAMPLE_ELF = Buffer.concat([Buffer.from('\x7fELF\x02\x01\x01\0', 'latin1'), Buffer.alloc(120)]);
/** A minimal PDF. */
export const SAMPLE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
/** A minimal Word document: a zip holding [Content_Types].xml and word/document.xml. */
export const SAMPLE_DOCX = Buffer.from(
  'UEsDBBQAAAAIAElGdl2axphxygAAADoBAAATAAAAW0NvbnRlbnRfVHlwZXNdLnhtbH1QzU7DMAx+lShX1LrjgBBquwODI3AYD2AlbhfR2FGSjfH2uAztwIGj/f3a/fYcF3OiXILwYDdtZw2xEx94Huz7/rm5t9ux338lKkapXAZ7qDU9ABR3oIillUSsyCQ5YtUxz5DQfeBMcNt1d+CEK3Ft6uphx35HEx6Xap7Our7EqtyaxwtvjRosprQEh1VhWFEY+1dtmYMn84a5vmBUFnxK9uDFHaMq2/9tTuz/dG1kmoKjq351S1kclaLnx6W9IhED3/z2gJ9njN9QSwMEFAAAAAgASUZ2XRoTjwuPAAAAuwAAABEAAAB3b3JkL2RvY3VtZW50LnhtbEWOwQ7CIBBEf6Xhbrd6MIbQ9tazMfoBFbBtUnbJgqJ/L9SDlzc7mclkVf92a/WyHBbCVuzrRlQWNZkFp1bcrsPuJPpOJWlIP53FWOU+BplaMcfoJUDQs3VjqMlbzNmD2I0xW54gERvPpG0Iec6tcGiaI7hxQVEm72Q+RX0BF8TuMpwVlKOQN/qNvzL8H+m+UEsBAhQDFAAAAAgASUZ2XZrGmHHKAAAAOgEAABMAAAAAAAAAAAAAAIABAAAAAFtDb250ZW50X1R5cGVzXS54bWxQSwECFAMUAAAACABJRnZdGhOPC48AAAC7AAAAEQAAAAAAAAAAAAAAgAH7AAAAd29yZC9kb2N1bWVudC54bWxQSwUGAAAAAAIAAgCAAAAAuQEAAAAA',
  'base64',
);
