#!/usr/bin/env bash
# Recreates the sample ad clips in public/media/clips: short silent WebM (VP9) videos drawn from
# ffmpeg's synthetic sources, so the repository ships real playable media without third-party footage.
# Each clip gets a JPEG thumbnail. After a change, update src/server/seed/clips.ts with the durations
# this script prints (the generator reads them from there, not from the files).
set -euo pipefail

cd "$(dirname "$0")/.."
out=public/media/clips
mkdir -p "$out"

font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
[ -f "$font" ] || font=''

# Headline that fades in near the top and a "shop now" pill near the bottom, like a real ad.
# Without a font the clip is still made, only without text.
overlay() {
  local headline="$1" tagline="$2"
  if [ -z "$font" ]; then
    echo 'null'
    return
  fi
  local text="fontfile=$font:expansion=none:fontcolor=white:shadowcolor=black@0.6:shadowx=2:shadowy=2"
  local pill='min(iw\,ih)*0.6'
  printf '%s,' \
    "drawtext=$text:text='$headline':fontsize=min(w\,h)/11:x=(w-tw)/2:y=h*0.12:alpha='min(1,t/0.8)'" \
    "drawtext=$text:text='$tagline':fontsize=min(w\,h)/20:x=(w-tw)/2:y=h*0.12+min(w\,h)/7:alpha='min(1,max(0,(t-0.6)/0.8))'" \
    "drawbox=x=(iw-$pill)/2:y=ih*0.8:w=$pill:h=min(iw\,ih)/7:color=white@0.92:t=fill"
  echo "drawtext=fontfile=$font:expansion=none:text='SHOP NOW':fontcolor=0x111111:fontsize=min(w\,h)/20:x=(w-tw)/2:y=h*0.8+(min(w\,h)/7-th)/2"
}

make_clip() {
  local n="$1" size="$2" seconds="$3" source="$4" headline="$5" tagline="$6"
  ffmpeg -hide_banner -loglevel error -y -f lavfi -i "$source" -t "$seconds" \
    -vf "$(overlay "$headline" "$tagline"),format=yuv420p" -r 24 -an \
    -c:v libvpx-vp9 -b:v 170k -crf 42 -row-mt 1 -deadline good -cpu-used 4 "$out/$n.webm"
  ffmpeg -hide_banner -loglevel error -y -ss "$((seconds / 2))" -i "$out/$n.webm" -frames:v 1 -q:v 6 "$out/$n.jpg"
  local duration
  duration=$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$out/$n.webm")
  echo "clip $n: $size, ${duration}s"
}

# Portrait 9:16 (TikTok, Reels, Stories).
make_clip 1 360x640 6 'gradients=s=360x640:r=24:c0=0xff6b6b:c1=0xffd93d:c2=0x845ec2:n=3:speed=0.04:seed=7' \
  'NEW DROP' 'Limited edition'
make_clip 2 360x640 7 'mandelbrot=s=360x640:r=24:maxiter=200:end_pts=170:start_scale=2.5:end_scale=0.6' \
  'SALE -30%' 'This week only'
make_clip 3 360x640 5 \
  'life=s=180x320:r=24:mold=12:ratio=0.12:seed=4:life_color=0x00e0b0:death_color=0x10203a:mold_color=0x3a1060,scale=360:640:flags=neighbor' \
  'GLOW UP' 'Skincare that works'
make_clip 4 360x640 8 \
  "cellauto=s=180x320:r=24:rule=90:pattern=1:scroll=1:full=0,scale=360:640:flags=neighbor,lutrgb=r='if(val,255,30)':g='if(val,140,20)':b='if(val,90,70)',hue=H=t*0.8" \
  'FREE SHIPPING' 'On every order'
# Landscape 16:9 (YouTube, in-stream, feed).
make_clip 5 640x360 6 'testsrc2=s=640x360:r=24,hue=s=0.6' 'MEET THE NEW MODEL' 'Faster. Lighter.'
make_clip 6 640x360 5 'smptehdbars=s=640x360:r=24,hue=H=t*1.2,boxblur=8' 'LIMITED OFFER' 'Up to 50% off'
make_clip 7 640x360 7 'gradients=s=640x360:r=24:c0=0x0f2027:c1=0x2c5364:c2=0x00b4db:c3=0xf7971e:n=4:speed=0.03:seed=3' \
  'BOOK YOUR TRIP' 'Weekend deals'

ls -l "$out"
du -cb "$out"/* | tail -1
