import GalleryManager from './GalleryManager.tsx';
import ImageSlot from './ImageSlot.tsx';

/** Media & Branding (premium): the logo and the photo gallery. The main image is in Basic Info. */
export default function MediaTab({ centerId }: { centerId: string }) {
  return (
    <div className="space-y-6">
      <ImageSlot centerId={centerId} kind="logo" title="Logo" />
      <GalleryManager centerId={centerId} />
    </div>
  );
}
