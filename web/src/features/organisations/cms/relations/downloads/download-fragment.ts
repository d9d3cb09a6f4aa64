// The fields the downloads tab shows and edits of an event of type DOWNLOAD (the events query and
// its writes spread it beside the calendar's fields).
import { graphql } from '../../../../../gql';

export const DownloadFragment = graphql(`
  fragment DownloadsTab_download on Event {
    id
    type
    title
    url
    date
    file {
      ...StoredFile_file
    }
  }
`);
