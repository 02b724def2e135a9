#!/usr/bin/env bash
# Recreates the sample ad clips in public/media/clips: short silent WebM (VP9) videos that look like
# the ads they stand for, made here from drawings and text (no third-party footage): a brand-coloured
# moving gradient, the product sliding in and breathing, an offer sticker popping in, captions that
# change like TikTok subtitles, and a button. No brand name: every generated advertiser's video ads
# share these nine clips, and a name in the picture would be another brand's. Vertical 9:16 for TikTok, Reels and Stories, square
# 1:1 for feeds, landscape 16:9 for YouTube. Each clip gets a JPEG poster from its middle.
# The product and sticker are the drawings of the image creatives (scripts/clip-layers.ts).
# After a change, update src/server/seed/clips.ts with the sizes and durations this script prints
# (the generator reads them from there, not from the files); a test checks them against the files.
# Needs ffmpeg with librsvg, DejaVu fonts and npx tsx. Same inputs, same clips.
set -euo pipefail

cd "$(dirname "$0")/.."
out=public/media/clips
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
[ -f "$font" ] || { echo "needs $font (apt-get install fonts-dejavu-core)" >&2; exit 1; }
text="fontfile=$font:expansion=none:fontcolor=white"

# Where things go in each shape: product width and centre, top of the product, sticker centre and
# size, button width and top, caption line, caption size; captions sit over the lower third.
geometry() {
  case "$1" in
    portrait) size=360x640 product=210 px=180 py=150 sx=280 sy=170 sticker=96 button=220 bx='(W-w)/2' by=556 cy=440 cs=30 ;;
    square) size=480x480 product=190 px=240 py=70 sx=370 sy=100 sticker=96 button=220 bx='(W-w)/2' by=408 cy=326 cs=30 ;;
    landscape) size=640x360 product=180 px=480 py=56 sx=585 sy=80 sticker=90 button=200 bx=40 by=260 cy=150 cs=34 ;;
  esac
}

# One clip: number, shape, seconds, two brand colours, hue of the product's colours, product kind,
# the brand it was drawn for (named here, not in the picture), sticker, button, then the captions,
# shown one after the other.
make_clip() {
  local n="$1" shape="$2" seconds="$3" c0="$4" c1="$5" hue="$6" kind="$7" brand="$8" label="$9" cta="${10}"
  shift 10
  local captions=("$@")
  geometry "$shape"
  local dir="$work/$n"
  mkdir -p "$dir"
  npx tsx scripts/clip-layers.ts "$dir" "$kind" "$hue" "$product" "$label" "$cta"

  # Captions from files: no quoting of ad words inside the filter graph.
  local subtitles='' step i start end
  step=$(awk "BEGIN { print $seconds / ${#captions[@]} }")
  for i in "${!captions[@]}"; do
    printf '%s' "${captions[$i]}" >"$dir/caption$i.txt"
    start=$(awk "BEGIN { print $i * $step }")
    end=$(awk "BEGIN { print ($i + 1) * $step }")
    local x='(w-tw)/2'
    [ "$shape" = landscape ] && x=40
    subtitles+=",drawtext=$text:textfile=$dir/caption$i.txt:fontsize=$cs:borderw=4:bordercolor=black@0.85:x=$x:y=$cy:enable='gte(t,$start)*lt(t,$end)'"
  done

  # The sticker pops at 1.2 s: grows past its size, settles back.
  local pop="if(lt(t,1.2),0.05,if(lt(t,1.4),0.05+1.15*(t-1.2)/0.2,if(lt(t,1.55),1.2-0.2*(t-1.4)/0.15,1)))"
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "gradients=s=$size:r=24:c0=$c0:c1=$c1:c2=$c0:n=3:speed=0.02:seed=$n" \
    -loop 1 -framerate 24 -i "$dir/product.svg" \
    -loop 1 -framerate 24 -i "$dir/sticker.svg" \
    -loop 1 -framerate 24 -i "$dir/button.svg" \
    -filter_complex "\
[1:v]scale=w='2*trunc($product*(1+0.04*sin(2*PI*t/2.5))/2)':h=-2:eval=frame[product];\
[2:v]scale=w='2*trunc($sticker*$pop/2)':h=-2:eval=frame[sticker];\
[3:v]scale=$button:-2[button];\
[0:v][product]overlay=x='$px-w/2':y='$py+H*pow(max(0,1-t/0.7),2)':eval=frame[a];\
[a][sticker]overlay=x='$sx-w/2':y='$sy-h/2':eval=frame:enable='gte(t,1.2)'[b];\
[b][button]overlay=x='$bx':y='$by+40*max(0,1-(t-0.8)/0.3)':eval=frame:enable='gte(t,0.8)'$subtitles,format=yuv420p" \
    -t "$seconds" -r 24 -an -c:v libvpx-vp9 -b:v 150k -crf 40 -row-mt 1 -deadline good -cpu-used 2 \
    "$out/$n.webm"
  ffmpeg -hide_banner -loglevel error -y -ss "$(awk "BEGIN { print $seconds / 2 }")" -i "$out/$n.webm" \
    -frames:v 1 -q:v 5 "$out/$n.jpg"
  local probed
  probed=$(ffprobe -v error -select_streams v:0 -show_entries stream=width,height:format=duration -of csv=p=0 \
    "$out/$n.webm" | paste -sd,)
  echo "clip $n: $shape $probed s, $(stat -c %s "$out/$n.webm") bytes"
}

# Vertical 9:16: TikTok, Reels, Stories.
make_clip 1 portrait 6 0xe0457b 0x7a1f5c 330 bottle GLOWLAB -30% 'SHOP NOW' \
  'POV: your skin' 'after 7 days' 'glow in a bottle'
make_clip 2 portrait 7 0xff7a45 0xb8326b 20 sneaker STRIDE NEW 'SHOP NOW' \
  'new drop alert' 'light as air' 'in 5 colours' 'only this week'
make_clip 3 portrait 5 0x2b7de0 0x1b2a6b 210 headphones SONIQ '$79' 'SHOP NOW' \
  'noise? gone.' '40 h battery' 'now only $79'
make_clip 4 portrait 8 0x2fae6b 0x145b52 140 mug BREWHOUSE -20% 'ORDER NOW' \
  'morning ritual' 'small batch coffee' 'free shipping' 'code BREW20'
# Landscape 16:9: YouTube, in-stream, Google.
make_clip 5 landscape 6 0x5b5bf0 0x25206b 240 phone TASKLY FREE 'INSTALL NOW' \
  'Plan your week' 'in one app' 'free for 30 days'
make_clip 6 landscape 5 0x1fb5c9 0x0f4c75 190 suitcase ROAMLY -50% 'BOOK NOW' \
  'Pack lighter' 'Weekend deals' 'up to 50% off'
make_clip 7 landscape 7 0x8a4bd6 0x2b1650 270 car VOLTA NEW 'BOOK NOW' \
  'The new EV' '400 km range' 'Book a test drive'
# Square 1:1: Facebook and Instagram feeds.
make_clip 8 square 6 0xf2a93b 0xc2512b 40 plant LEAFY '$12' 'SHOP NOW' \
  'bring green' 'into your home' 'plants from $12'
make_clip 9 square 5 0xc94bc4 0x5c1f7a 300 petfood PAWSOME -25% 'SHOP NOW' \
  'happy pets' 'vet approved' '-25% first order'

ls -l "$out"
du -cb "$out"/* | tail -1
